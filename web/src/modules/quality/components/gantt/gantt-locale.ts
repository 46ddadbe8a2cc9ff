/**
 * SVAR's words in the user's language. SVAR ships Spanish and Portuguese only for its core widgets, not for the Gantt,
 * and the Gantt here shows few of its own words (the columns and scales are ours), so the calendar comes from Intl
 * and the rest from the `quality-gantt` namespace.
 */
import type { TFunction } from 'i18next';
import { weekStartOf } from './gantt-zoom';

function names(language: string, options: Intl.DateTimeFormatOptions, count: number, dateOf: (index: number) => Date): string[] {
  const format = new Intl.DateTimeFormat(language, options);
  return Array.from({ length: count }, (_, index) => format.format(dateOf(index)));
}

/** The `words` of SVAR's <Locale> for a language: calendar names, week start, formats and the Gantt's few labels. */
export function svarWords(language: string, t: TFunction<'quality-gantt'>) {
  const month = (index: number) => new Date(2026, index, 1);
  // 2026-02-01 is a Sunday: SVAR's day names start on Sunday.
  const day = (index: number) => new Date(2026, 1, 1 + index);
  return {
    lang: language,
    calendar: {
      monthFull: names(language, { month: 'long' }, 12, month),
      monthShort: names(language, { month: 'short' }, 12, month),
      dayFull: names(language, { weekday: 'long' }, 7, day),
      dayShort: names(language, { weekday: 'short' }, 7, day),
      hours: t('svar.hours'),
      minutes: t('svar.minutes'),
      done: t('svar.done'),
      clear: t('svar.clear'),
      today: t('svar.today'),
      weekStart: weekStartOf(language),
      clockFormat: 24,
    },
    formats: { timeFormat: '%H:%i', dateFormat: '%d/%m/%Y', monthYearFormat: '%F %Y', yearFormat: '%Y' },
    core: { ok: t('svar.ok'), cancel: t('svar.cancel'), select: t('svar.select'), 'No data': t('svar.noData') },
    gantt: {
      'Task name': t('columns.name'),
      'Start date': t('columns.start'),
      'End date': t('columns.end'),
      Progress: t('columns.progress'),
      Task: t('svar.task'),
      Milestone: t('svar.milestone'),
      'Summary task': t('svar.summary'),
      Week: t('svar.week'),
      Q: t('svar.quarter'),
    },
  };
}

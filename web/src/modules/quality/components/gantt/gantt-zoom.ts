/**
 * The four zoom levels of the Gantt's buttons, as SVAR scales: two header rows each (the larger unit above) and the
 * width of one cell of the lower row. Bars always move by whole days (`lengthUnit: 'day'`), whatever the zoom.
 * Labels come from Intl in the user's language, so the scale needs no SVAR locale of its own.
 */
import type { IScaleConfig } from '@svar-ui/react-gantt';

export const ZOOM_LEVELS = ['day', 'week', 'month', 'quarter'] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];

export interface ZoomConfig {
  scales: IScaleConfig[];
  cellWidth: number;
}

/** Weeks start on Monday in Spanish (Chile) and on Sunday in Brazilian Portuguese. */
export function weekStartOf(language: string): 0 | 1 {
  return language.startsWith('pt') ? 0 : 1;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * Scales for one zoom level. `quarterLabel(n)` names the n-th quarter (`T1`…); `weekLabel(date)` a week by its first
 * day. Weekend days are shaded in the day zoom.
 */
export function zoomConfig(level: ZoomLevel, language: string, quarterLabel: (quarter: number) => string): ZoomConfig {
  const monthYear = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  const monthShort = new Intl.DateTimeFormat(language, { month: 'short' });
  const dayMonth = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  const year = (date: Date) => String(date.getFullYear());
  const weekend = (date: Date) => (date.getDay() === 0 || date.getDay() === 6 ? 'wx-weekend' : '');
  switch (level) {
    case 'day':
      return {
        cellWidth: 34,
        scales: [
          { unit: 'month', step: 1, format: (date: Date) => capitalize(monthYear.format(date)) },
          { unit: 'day', step: 1, format: (date: Date) => String(date.getDate()), css: weekend },
        ],
      };
    case 'week':
      return {
        cellWidth: 84,
        scales: [
          { unit: 'month', step: 1, format: (date: Date) => capitalize(monthYear.format(date)) },
          { unit: 'week', step: 1, format: (date: Date) => dayMonth.format(date) },
        ],
      };
    case 'month':
      return {
        cellWidth: 96,
        scales: [
          { unit: 'year', step: 1, format: year },
          { unit: 'month', step: 1, format: (date: Date) => capitalize(monthShort.format(date).replace('.', '')) },
        ],
      };
    case 'quarter':
      return {
        cellWidth: 120,
        scales: [
          { unit: 'year', step: 1, format: year },
          { unit: 'quarter', step: 1, format: (date: Date) => quarterLabel(Math.floor(date.getMonth() / 3) + 1) },
        ],
      };
  }
}

/** SVAR shades what this answers for a day column: the weekends, in the zooms that show days. */
export function weekendShade(date: Date, unit: string): string {
  return unit === 'day' && (date.getDay() === 0 || date.getDay() === 6) ? 'wx-weekend' : '';
}

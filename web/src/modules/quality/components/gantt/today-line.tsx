import type { IApi } from '@svar-ui/react-gantt';
import { createPortal } from 'react-dom';
import { addDays } from '@/lib/calendar-dates';
import { chartX } from './task-bar';
import { useSvarState } from './use-svar-state';

/**
 * The vertical line of today across the chart (SVAR's markers are a paid feature). It is drawn in SVAR's scrolling
 * area, so it scrolls with the bars, at the middle of today's day; it moves when the zoom changes the scale.
 */
export function TodayLine({ api, root, label }: { api: IApi; root: HTMLElement | null; label: string }) {
  const scales = useSvarState(api, '_scales');
  const area = root?.querySelector<HTMLElement>('.wx-chart .wx-area');
  if (!scales || !area) return null;
  const now = new Date();
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const from = chartX(api, today);
  const to = chartX(api, addDays(today, 1));
  if (from === null || to === null || today < scales.start || today >= scales.end) return null;
  return createPortal(
    <div className="qg-today" style={{ left: Math.round((from + to) / 2) }} data-testid="gantt-today" title={label} aria-hidden>
      <span className="qg-today-label">{label}</span>
    </div>,
    area,
  );
}

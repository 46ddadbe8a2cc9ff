import type { IApi, IGanttTask, ITask } from '@svar-ui/react-gantt';
import { dayEnd, dayStart, type ObraTask } from './to-svar';

type RenderedTask = IGanttTask & ObraTask;

/** Where a day starts on the chart, in the chart's pixels, as SVAR places bars (its scale's diff times the cell). */
export function chartX(api: Pick<IApi, 'getState'>, date: Date): number | null {
  const { _scales: scales, cellWidth } = api.getState();
  if (!scales || !cellWidth) return null;
  return Math.round(scales.diff(date, scales.start, scales.lengthUnit) * cellWidth);
}

/** The baseline under a bar: where the activity was planned when the baseline was saved. */
function Baseline({ task, api }: { task: RenderedTask; api: IApi }) {
  if (!task.baseStartIso || !task.baseEndIso) return null;
  const from = chartX(api, dayStart(task.baseStartIso));
  const to = chartX(api, task.type === 'milestone' ? dayStart(task.baseStartIso) : dayEnd(task.baseEndIso));
  if (from === null || to === null) return null;
  // The template lives inside the bar, so the baseline is placed from the template's left edge: the bar's own, or for
  // a milestone its right edge (the name follows the diamond).
  const left = from - task.$x - (task.type === 'milestone' ? task.$w : 0);
  return <div className="qg-baseline" data-milestone={task.type === 'milestone' || undefined} style={{ left, width: Math.max(to - from, 6) }} aria-hidden />;
}

/**
 * What SVAR draws inside each bar (its `taskTemplate`): the name, the marks the styles colour (critical, late) and
 * the baseline. Only the rows on screen are rendered, so this stays cheap with 20,000 activities.
 */
export function TaskBar({ data: rendered, api }: { data: ITask; api: IApi }) {
  const data = rendered as RenderedTask;
  return (
    <div
      className={`qg-bar${data.critical ? ' qg-critical' : ''}${data.late ? ' qg-late' : ''}`}
      data-critical={data.critical || undefined}
      data-late={data.late || undefined}
      data-type={data.type}
    >
      <span className="qg-bar-text">{data.text}</span>
      <Baseline task={data} api={api} />
    </div>
  );
}

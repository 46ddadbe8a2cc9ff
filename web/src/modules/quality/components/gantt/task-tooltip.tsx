import type { IApi } from '@svar-ui/react-gantt';
import { useTranslation } from 'react-i18next';
import { dayFormatter } from './gantt-columns';
import type { ObraTask } from './to-svar';

/** What hovering a bar tells: the activity, its planned days (inclusive), progress, baseline and its marks. */
export function TaskTooltip({ data }: { api: IApi; data: object }) {
  const { t, i18n } = useTranslation('quality-gantt');
  if (!('task' in data)) return null;
  const task = data.task as ObraTask;
  const day = dayFormatter(i18n.language);
  return (
    <div className="qg-tooltip" data-testid="gantt-tooltip">
      <div className="qg-tooltip-title">
        {task.code} · {task.text}
      </div>
      <div>{t('tooltip.planned', { start: day(task.startIso), end: day(task.endIso) })}</div>
      {task.baseStartIso && task.baseEndIso && <div>{t('tooltip.baseline', { start: day(task.baseStartIso), end: day(task.baseEndIso) })}</div>}
      <div>{t('tooltip.progress', { progress: task.progress })}</div>
      {task.critical && <div className="qg-tooltip-critical">{t('tooltip.critical')}</div>}
      {task.late && <div className="qg-tooltip-late">{t('tooltip.late')}</div>}
    </div>
  );
}

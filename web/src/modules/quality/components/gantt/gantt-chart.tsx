import '@svar-ui/react-gantt/all.css';
import { useComputedColorScheme } from '@mantine/core';
import { Locale } from '@svar-ui/react-core';
import { Gantt, Tooltip, Willow, WillowDark, type IApi, type TID } from '@svar-ui/react-gantt';
import { clsx } from 'clsx';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLink } from '../../api/gantt-create-link';
import { useDeleteLink } from '../../api/gantt-delete-link';
import type { GanttData } from '../../api/gantt-get';
import { useRescheduleActivity } from '../../api/gantt-reschedule';
import { BranchContext, ganttColumns } from './gantt-columns';
import { ganttEdits, type GanttEdits } from './gantt-edits';
import { svarWords } from './gantt-locale';
import { weekendShade, zoomConfig, type ZoomLevel } from './gantt-zoom';
import { TaskBar } from './task-bar';
import { TaskTooltip } from './task-tooltip';
import { TodayLine } from './today-line';
import { toSvar } from './to-svar';
import { svarId, useLinkDrag } from './use-link-drag';
import classes from './gantt.module.css';

export interface GanttChartProps {
  projectId: string;
  data: GanttData;
  readonly: boolean;
  zoom: ZoomLevel;
  showCritical: boolean;
  showBaselines: boolean;
  pushSuccessors: boolean;
  /** Asks for the children of a summary sent without them (`lazy`): the chart opens it once they arrive. */
  onOpenBranch: (id: string) => void;
  /** The branches asked for and not come yet. */
  pendingBranches: readonly string[];
}

/** One set per mounted chart: the summaries the user folded, kept across reloads of the schedule and zoom changes. */
function useFolded() {
  const [folded] = useState(() => new Set<string>());
  return folded;
}

/**
 * The interactive Gantt (SVAR React Gantt in its Willow theme, dark with the app): the WBS grid and the bars, links,
 * today, baselines and the critical path. Loaded as its own chunk (see GanttPage). Nothing here holds state per task:
 * the schedule is converted once per answer of the server and SVAR renders only the rows on screen.
 */
export default function GanttChart({ projectId, data, readonly, zoom, showCritical, showBaselines, pushSuccessors, onOpenBranch, pendingBranches }: GanttChartProps) {
  const { t, i18n } = useTranslation('quality-gantt');
  const language = i18n.language;
  const dark = useComputedColorScheme('light') === 'dark';
  const folded = useFolded();
  const schedule = useMemo(() => toSvar(data, folded), [data, folded]);
  const scale = useMemo(() => zoomConfig(zoom, language, (quarter) => t('zoom.quarterLabel', { quarter })), [zoom, language, t]);
  const columns = useMemo(() => ganttColumns(t, language), [t, language]);
  const words = useMemo(() => svarWords(language, t), [language, t]);

  const reschedule = useRescheduleActivity(projectId).mutate;
  const createLink = useCreateLink(projectId).mutate;
  const deleteLink = useDeleteLink(projectId).mutate;
  const [api, setApi] = useState<IApi | null>(null);
  // Fixed at start (a new width would rebuild SVAR's whole store); the splitter between grid and chart moves it.
  const [gridWidth] = useState(() => (window.innerWidth >= 1800 ? 600 : 460));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);

  // SVAR keeps the handlers it was given at start-up: they reach the latest schedule and switches through this ref.
  const editsRef = useRef<GanttEdits | null>(null);
  useEffect(() => {
    editsRef.current = ganttEdits({
      byId: () => schedule.byId,
      getTask: (id) => api?.getTask(id),
      pushSuccessors: () => pushSuccessors,
      reschedule: (input) => reschedule(input),
      createLink: (input) => createLink(input),
      deleteLink: (id) => deleteLink(id),
    });
  }, [schedule, pushSuccessors, api, reschedule, createLink, deleteLink]);

  const init = useCallback(
    (gantt: IApi) => {
      gantt.intercept('drag-task', (ev) => editsRef.current?.allowDrag(ev) ?? false);
      gantt.intercept('update-task', (ev) => editsRef.current?.allowUpdate(ev) ?? false);
      for (const action of ['add-task', 'delete-task', 'copy-task', 'move-task', 'indent-task', 'show-editor'] as const) {
        gantt.intercept(action, () => false);
      }
      gantt.on('open-task', ({ id, mode }: { id: TID; mode: boolean }) => {
        if (mode) folded.delete(String(id));
        else folded.add(String(id));
      });
      setApi(gantt);
    },
    [folded],
  );

  useLinkDrag(root, api, !readonly);

  // A link chosen with a click can be removed with Delete (SVAR offers its own button on the bar too).
  const selectedLink = useRef<string | null>(null);
  const onClickCapture = (event: MouseEvent) => {
    const line = event.target instanceof Element ? event.target.closest('[data-link-id]') : null;
    selectedLink.current = line ? svarId(line.getAttribute('data-link-id')) : null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (readonly || !api || !selectedLink.current || (event.key !== 'Delete' && event.key !== 'Backspace')) return;
    void api.exec('delete-link', { id: selectedLink.current });
    selectedLink.current = null;
  };

  const branches = useMemo(() => ({ open: onOpenBranch, pending: new Set(pendingBranches) }), [onOpenBranch, pendingBranches]);
  const Theme = dark ? WillowDark : Willow;
  return (
    <div
      ref={setRoot}
      className={clsx(classes.root, showCritical && 'qg-show-critical', showBaselines && 'qg-show-baselines', readonly && 'qg-readonly')}
      data-testid="quality-gantt"
      data-zoom={zoom}
      data-readonly={readonly || undefined}
      data-tasks={schedule.tasks.length}
      onClickCapture={onClickCapture}
      onKeyDown={onKeyDown}
    >
      <BranchContext.Provider value={branches}>
      <Locale words={words}>
        <Theme fonts={false}>
          <Tooltip api={api ?? undefined} content={TaskTooltip}>
            <Gantt
              init={init}
              tasks={schedule.tasks}
              links={schedule.links}
              columns={columns}
              scales={scale.scales}
              cellWidth={scale.cellWidth}
              cellHeight={40}
              scaleHeight={30}
              start={schedule.start}
              end={schedule.end}
              autoScale={false}
              lengthUnit="day"
              durationUnit="day"
              gridWidth={gridWidth}
              readonly={readonly}
              taskTemplate={TaskBar}
              highlightTime={weekendShade}
              onUpdateTask={(ev: { id: TID; inProgress?: boolean }) => editsRef.current?.onUpdateTask(ev)}
              onAddLink={(ev: { link: object }) => editsRef.current?.onAddLink(ev)}
              onDeleteLink={(ev: { id: TID }) => editsRef.current?.onDeleteLink(ev)}
            />
          </Tooltip>
        </Theme>
      </Locale>
      </BranchContext.Provider>
      {api && <TodayLine api={api} root={root} label={t('today')} />}
    </div>
  );
}

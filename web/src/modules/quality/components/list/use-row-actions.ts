import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modals } from '@mantine/modals';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteActivity } from '../../api/delete-activity';
import { activityQueryOptions } from '../../api/get-activity';
import { useMoveActivity } from '../../api/move-activity';
import type { Activity } from '../../api/types';
import type { ActivityDrawerMode } from '../form/activity-drawer';
import type { RowAction } from './activity-actions';
import { moveTarget, treePlace, type TreeMove } from './tree-moves';

interface RowActionsContext {
  projectId: string;
  /** The page's rows, to read a row's neighbours. */
  rows: readonly Activity[];
  filtering: boolean;
  lastPage: boolean;
}

/**
 * What the rows' menus do: open the form, the progress dialog or the history; move, indent or outdent through
 * `POST …/move` (with the version read); delete after a confirmation naming what goes with it.
 */
export function useRowActions({ projectId, rows, filtering, lastPage }: RowActionsContext) {
  const { t } = useTranslation(['quality', 'common']);
  const client = useQueryClient();
  const move = useMoveActivity(projectId);
  const remove = useDeleteActivity(projectId);
  const [drawer, setDrawer] = useState<ActivityDrawerMode | null>(null);
  const [progressOf, setProgressOf] = useState<Activity | null>(null);
  const [historyOf, setHistoryOf] = useState<Activity | null>(null);

  const runMove = async (action: TreeMove, activity: Activity) => {
    const index = rows.findIndex((row) => row.id === activity.id);
    const place = treePlace(rows, index, filtering, lastPage);
    let parent: Pick<Activity, 'parent_id' | 'position'> | undefined;
    if (action === 'outdent' && activity.parent_id) {
      // The parent may sit on another page: read it as it is now.
      parent = rows.find((row) => row.id === activity.parent_id) ?? (await client.query({ ...activityQueryOptions(projectId, activity.parent_id), staleTime: 0 }));
    }
    const target = moveTarget(action, activity, place, parent);
    if (!target) return;
    try {
      const moved = await move.mutateAsync({ id: activity.id, ...target, version: activity.version });
      notifySuccess(t('actions.moved', { name: moved.description, code: moved.code }));
    } catch {
      // The client's toast already said why; the list reloads either way.
    }
  };

  const confirmDelete = (activity: Activity) =>
    modals.openConfirmModal({
      title: t('actions.deleteTitle', { code: activity.code }),
      centered: true,
      children: t(activity.is_summary ? 'actions.deleteSummaryBody' : 'actions.deleteBody', { name: activity.description }),
      labels: { confirm: t('actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'activity-delete-confirm' },
      onConfirm: () =>
        void remove.mutateAsync(activity.id).then(
          () => notifySuccess(t('actions.deleted', { name: activity.description })),
          () => undefined, // the toast already said why
        ),
    });

  const onAction = (action: RowAction, activity: Activity) => {
    switch (action) {
      case 'edit':
        setDrawer({ kind: 'edit', activity });
        return;
      case 'addChild':
        setDrawer({ kind: 'create', parent: activity });
        return;
      case 'progress':
        setProgressOf(activity);
        return;
      case 'history':
        setHistoryOf(activity);
        return;
      case 'delete':
        confirmDelete(activity);
        return;
      default:
        void runMove(action, activity);
    }
  };

  return {
    onAction,
    drawer,
    openCreate: () => setDrawer({ kind: 'create', parent: null }),
    closeDrawer: () => setDrawer(null),
    progressOf,
    closeProgress: () => setProgressOf(null),
    historyOf,
    closeHistory: () => setHistoryOf(null),
  };
}

import { ActionIcon, Menu } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconDots,
  IconHistory,
  IconIndentDecrease,
  IconIndentIncrease,
  IconPencil,
  IconProgress,
  IconSubtask,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../api/types';
import type { QualityRights } from '../use-quality-rights';
import type { TreeMove, TreePlace } from './tree-moves';

export type RowAction = 'edit' | 'progress' | 'history' | 'addChild' | 'delete' | TreeMove;

interface ActivityActionsProps {
  activity: Activity;
  place: TreePlace;
  /** A filter is on: the tree's neighbours are unknown, so it cannot be reordered from here. */
  filtering: boolean;
  rights: QualityRights;
  onAction: (action: RowAction, activity: Activity) => void;
}

/**
 * The row's menu: edit, register progress (leaves only), history, add a sub-activity, move up or down, indent or
 * outdent, delete. Actions the profile lacks are not offered; moves that cannot apply here are disabled.
 */
export function ActivityActions({ activity, place, filtering, rights, onAction }: ActivityActionsProps) {
  const { t } = useTranslation('quality');
  const act = (action: RowAction) => () => onAction(action, activity);
  const canMoveDown = !filtering && place.hasNext !== false;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { name: activity.description })} data-testid="activity-actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rights.canEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={act('edit')}>
            {t('actions.edit')}
          </Menu.Item>
        )}
        {rights.canRegister && !activity.is_summary && (
          <Menu.Item leftSection={<IconProgress size={16} />} onClick={act('progress')}>
            {t('actions.progress')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHistory size={16} />} onClick={act('history')}>
          {t('actions.history')}
        </Menu.Item>
        {rights.canEdit && (
          <>
            <Menu.Item leftSection={<IconSubtask size={16} />} onClick={act('addChild')}>
              {t('actions.addChild')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Label>{t('actions.moveLabel')}</Menu.Label>
            <Menu.Item leftSection={<IconArrowUp size={16} />} onClick={act('up')} disabled={filtering || activity.position <= 1}>
              {t('actions.up')}
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowDown size={16} />} onClick={act('down')} disabled={!canMoveDown}>
              {t('actions.down')}
            </Menu.Item>
            <Menu.Item leftSection={<IconIndentIncrease size={16} />} onClick={act('indent')} disabled={filtering || !place.previous}>
              {t('actions.indent')}
            </Menu.Item>
            <Menu.Item leftSection={<IconIndentDecrease size={16} />} onClick={act('outdent')} disabled={!activity.parent_id}>
              {t('actions.outdent')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={act('delete')}>
              {t('actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

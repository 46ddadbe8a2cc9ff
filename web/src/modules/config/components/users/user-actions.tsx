import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/types';
import { fullName } from './user-identity';

export interface UserActionHandlers {
  onEdit: (user: User) => void;
  onToggleEnabled: (user: User) => void;
  /** The signed-in administrator: they may not deactivate themself. */
  selfId: string;
}

/** Edit and activate / deactivate, per row or card. */
export function UserActions({ user, onEdit, onToggleEnabled, selfId }: UserActionHandlers & { user: User }) {
  const { t } = useTranslation('config');
  const name = fullName(user);
  const self = user.id === selfId && user.enabled;
  const toggleLabel = self ? t('users.status.selfDisable') : user.enabled ? t('users.status.deactivate') : t('users.status.activate');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('users.edit')}>
        <ActionIcon variant="subtle" aria-label={t('users.editNamed', { name })} onClick={() => onEdit(user)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel}>
        <ActionIcon
          variant="subtle"
          color={user.enabled ? 'red' : 'teal'}
          // Not `disabled`: the tooltip must still explain why (a disabled button gets no hover).
          data-disabled={self || undefined}
          aria-disabled={self || undefined}
          aria-label={user.enabled ? t('users.status.deactivateNamed', { name }) : t('users.status.activateNamed', { name })}
          onClick={() => !self && onToggleEnabled(user)}
        >
          {user.enabled ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

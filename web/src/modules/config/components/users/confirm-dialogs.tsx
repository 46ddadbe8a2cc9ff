import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import type { User } from '../../api/types';

type T = TFunction<['config', 'common']>;

/** A confirmation dialog as a promise: true when confirmed, false when cancelled or closed. */
function ask(options: { title: string; body: string; confirm: string; color: string; testId: string }, t: T): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: options.title,
      centered: true,
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      children: <Text size="sm">{options.body}</Text>,
      labels: { confirm: options.confirm, cancel: t('common:actions.cancel') },
      confirmProps: { color: options.color, 'data-testid': options.testId },
      // Confirming also closes: the first answer wins.
      onConfirm: () => resolve(true),
      onClose: () => resolve(false),
    });
  });
}

const fullName = (user: User) => `${user.first_name} ${user.last_name}`;

/** SPEC §5: a username change ends the user's sessions and loses what their devices have not synced. */
export function confirmUsernameChange(t: T, user: User, username: string): Promise<boolean> {
  return ask(
    {
      title: t('users.rename.title'),
      body: t('users.rename.confirm', { name: fullName(user), from: user.username, to: username }),
      confirm: t('users.rename.submit'),
      color: 'orange',
      testId: 'confirm-username-change',
    },
    t,
  );
}

/** SPEC §4 User: both directions need confirmation; deactivating closes the user's sessions. */
export function confirmEnabledChange(t: T, user: User): Promise<boolean> {
  const enabling = !user.enabled;
  return ask(
    {
      title: enabling ? t('users.status.activateTitle') : t('users.status.deactivateTitle'),
      body: enabling ? t('users.status.activateConfirm', { name: fullName(user) }) : t('users.status.deactivateConfirm', { name: fullName(user) }),
      confirm: enabling ? t('users.status.activate') : t('users.status.deactivate'),
      color: enabling ? 'teal' : 'red',
      testId: 'confirm-enabled-change',
    },
    t,
  );
}

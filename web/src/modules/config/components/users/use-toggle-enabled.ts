import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useSetUserEnabled } from '../../api/set-user-enabled';
import type { User } from '../../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { confirmEnabledChange } from './confirm-dialogs';
import { isUserLimit } from './save-errors';
import { fullName } from './user-identity';
import type { LimitHandler } from './user-limit-dialog';

/** Activate or deactivate after confirmation; the user limit opens its dialog, other refusals are toasted. */
export function useToggleEnabled(onLimit: LimitHandler) {
  const { t } = useTranslation(['config', 'common']);
  const mutation = useSetUserEnabled();
  return async (user: User) => {
    if (!(await confirmEnabledChange(t, user))) return;
    try {
      await mutation.mutateAsync({ id: user.id, enabled: !user.enabled, version: user.version });
      const name = fullName(user);
      notifySuccess(user.enabled ? t('users.status.deactivated', { name }) : t('users.status.activated', { name }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (isUserLimit(error)) onLimit(error);
      else if (error.status !== 401) notifyApiError(error);
    }
  };
}

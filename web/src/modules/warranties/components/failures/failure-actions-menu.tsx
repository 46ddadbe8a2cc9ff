import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconPencil, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useFailureAction } from '../../api/requests/failure-action';
import type { FailureOut } from '../../api/requests/types';

interface FailureActionsMenuProps {
  requestId: string;
  failure: FailureOut;
  onReclassify: (failure: FailureOut) => void;
  onNotApplicable: (failure: FailureOut) => void;
}

/**
 * What can be done with one failure: reclassify it until it is managed, close a pending one as not applicable, and
 * reopen one closed as not applicable or managed with a conformity record still unanswered (which deletes the record).
 */
export function FailureActionsMenu({ requestId, failure, onReclassify, onNotApplicable }: FailureActionsMenuProps) {
  const { t } = useTranslation('warranties-failures');
  const action = useFailureAction();
  const canReclassify = failure.status === 'pending' || failure.status === 'scheduled';
  const canReopen = failure.status === 'not_applicable' || (failure.status === 'managed' && failure.ac_status === 'pending');
  if (!canReclassify && !canReopen) return null;

  const reopen = async () => {
    try {
      await action.mutateAsync({ id: failure.id, requestId, action: 'reopen' });
      notifySuccess(t('reopen.done', { number: failure.number }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { number: failure.number })} loading={action.isPending}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canReclassify && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onReclassify(failure)}>
            {t('actions.reclassify')}
          </Menu.Item>
        )}
        {failure.status === 'pending' && (
          <Menu.Item leftSection={<IconBan size={16} />} onClick={() => onNotApplicable(failure)}>
            {t('actions.notApplicable')}
          </Menu.Item>
        )}
        {canReopen && (
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => void reopen()}>
            {failure.status === 'managed' ? t('actions.reopenManaged') : t('actions.reopen')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

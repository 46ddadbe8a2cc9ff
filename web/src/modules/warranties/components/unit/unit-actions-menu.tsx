import { Button, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowBackUp,
  IconCalendarCheck,
  IconCalendarPlus,
  IconCalendarX,
  IconChevronDown,
  IconEraser,
  IconPencil,
  IconPackageExport,
  IconQrcode,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { unitPath } from '../../api/keys';
import type { Person, UnitOut } from '../../api/types';
import { isDelivered } from '../status/unit-status';
import { DeliverModal } from './deliver-modal';
import { RejectModal } from './reject-modal';
import { ScheduleModal } from './schedule-modal';
import { useActionSubmit } from './use-action-submit';

type Dialog = 'schedule' | 'reject' | 'deliver' | null;

interface UnitActionsMenuProps {
  unit: UnitOut;
  people: Person[];
  onEdit: () => void;
}

/** The unit's actions (SPEC §4): schedule, the owners' answer, delivery, back to new (and clean), its QR label. */
export function UnitActionsMenu({ unit, people, onEdit }: UnitActionsMenuProps) {
  const { t } = useTranslation(['warranties-unit', 'common']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const direct = useActionSubmit(false);
  const delivered = isDelivered(unit.status);
  // The owners' answer can be given, or changed, while a visit is proposed.
  const answerable = unit.status === 'to_confirm' || unit.status === 'confirmed' || unit.status === 'rejected';

  const confirm = async () => {
    if (await direct.submit({ id: unit.id, action: 'confirm' })) notifySuccess(t('actions.confirm.done', { name: unit.name }));
  };
  const reset = async () => {
    if (await direct.submit({ id: unit.id, action: 'reset' })) notifySuccess(t('actions.reset.done', { name: unit.name }));
  };
  const askResetClean = () =>
    modals.openConfirmModal({
      title: t('actions.resetClean.title', { name: unit.name }),
      centered: true,
      children: (
        <Text size="sm" data-testid="reset-clean-warning">
          {t('actions.resetClean.warning')}
        </Text>
      ),
      labels: { confirm: t('actions.resetClean.submit'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-reset-clean' },
      onConfirm: () =>
        void direct.submit({ id: unit.id, action: 'reset_clean', confirm: true }).then((saved) => {
          if (saved) notifySuccess(t('actions.resetClean.done', { name: unit.name }));
        }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button rightSection={<IconChevronDown size={16} />} loading={direct.pending} data-testid="unit-actions">
            {t('actions.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCalendarPlus size={16} />} disabled={delivered} onClick={() => setDialog('schedule')}>
            {t('actions.schedule.open')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarCheck size={16} />} disabled={!answerable || unit.status === 'confirmed'} onClick={() => void confirm()}>
            {t('actions.confirm.open')}
          </Menu.Item>
          <Menu.Item leftSection={<IconCalendarX size={16} />} disabled={!answerable || unit.status === 'rejected'} onClick={() => setDialog('reject')}>
            {t('actions.reject.open')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPackageExport size={16} />} disabled={delivered} onClick={() => setDialog('deliver')}>
            {t('actions.deliver.open')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
            {t('actions.edit')}
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowBackUp size={16} />} disabled={unit.status === 'new'} onClick={() => void reset()}>
            {t('actions.reset.open')}
          </Menu.Item>
          <Menu.Item leftSection={<IconEraser size={16} />} color="red" onClick={askResetClean}>
            {t('actions.resetClean.open')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconQrcode size={16} />} component="a" href={`${unitPath(unit.id)}/label`} target="_blank" rel="noopener">
            {t('actions.label')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ScheduleModal unit={unit} people={people} opened={dialog === 'schedule'} onClose={() => setDialog(null)} />
      <RejectModal unit={unit} opened={dialog === 'reject'} onClose={() => setDialog(null)} />
      <DeliverModal unit={unit} opened={dialog === 'deliver'} onClose={() => setDialog(null)} />
    </>
  );
}

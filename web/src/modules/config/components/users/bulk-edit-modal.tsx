import { Alert, Button, Checkbox, Group, List, Modal, MultiSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useBulkUpdateUsers } from '../../api/bulk-update-users';
import type { User } from '../../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { describeBulk, NO_BULK_CHANGES, toBulkIn, validateBulk, type BulkChanges, type BulkErrors } from './bulk-changes';
import { isUserLimit } from './save-errors';
import type { UserOptions } from './user-form-drawer';
import type { LimitHandler } from './user-limit-dialog';

interface BulkEditModalProps {
  opened: boolean;
  users: User[];
  options: UserOptions;
  onClose: () => void;
  /** After the change is applied (the selection is cleared). */
  onDone: () => void;
  onLimit: LimitHandler;
}

/** A change to choose: its checkbox and, once ticked, the control for its value. */
function Choice({ label, checked, onCheck, children }: { label: string; checked: boolean; onCheck: (on: boolean) => void; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Checkbox label={label} checked={checked} onChange={(event) => onCheck(event.currentTarget.checked)} />
      {checked && <div style={{ paddingLeft: 32 }}>{children}</div>}
    </Stack>
  );
}

function BulkForm({ users, options, onClose, onDone, onLimit }: Omit<BulkEditModalProps, 'opened'>) {
  const { t } = useTranslation(['config', 'common']);
  const bulk = useBulkUpdateUsers();
  const [changes, setChanges] = useState<BulkChanges>(NO_BULK_CHANGES);
  const [errors, setErrors] = useState<BulkErrors>({});
  const [confirming, setConfirming] = useState(false);
  const set = (patch: Partial<BulkChanges>) => setChanges((current) => ({ ...current, ...patch }));
  const count = users.length;

  const next = () => {
    const found = validateBulk(t, changes);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const apply = async () => {
    try {
      const result = await bulk.mutateAsync(toBulkIn(users.map((user) => user.id), changes));
      notifySuccess(t('users.bulk.done', { count: result.updated }));
      onDone();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (isUserLimit(error)) onLimit(error);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  if (confirming) {
    return (
      <Stack gap="md" data-testid="bulk-confirm">
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={t('users.bulk.confirmTitle', { count })}>
          <List size="sm" spacing={4}>
            {describeBulk(t, changes, options).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
        <Text size="sm" c="dimmed">
          {t('users.bulk.allOrNothing')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={bulk.isPending}>
            {t('users.bulk.back')}
          </Button>
          <Button color="orange" loading={bulk.isPending} onClick={() => void apply()} data-testid="bulk-apply">
            {t('users.bulk.apply', { count })}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="bulk-form">
      <Text size="sm">{t('users.bulk.intro', { count })}</Text>
      <Choice label={t('users.bulk.changePosition')} checked={changes.position} onCheck={(position) => set({ position })}>
        <Select aria-label={t('users.fields.position')} placeholder={t('users.fields.choose')} data={options.positions} value={changes.position_id} onChange={(position_id) => set({ position_id })} searchable error={errors.position_id} />
      </Choice>
      <Choice label={t('users.bulk.changeProfile')} checked={changes.profile} onCheck={(profile) => set({ profile })}>
        <Select aria-label={t('users.fields.profile')} placeholder={t('users.fields.choose')} data={options.profiles} value={changes.profile_id} onChange={(profile_id) => set({ profile_id })} searchable error={errors.profile_id} />
      </Choice>
      <Choice label={t('users.bulk.changeProjects')} checked={changes.projects} onCheck={(projects) => set({ projects })}>
        <MultiSelect
          aria-label={t('users.fields.projects')}
          description={t('users.bulk.projectsReplace')}
          placeholder={t('users.fields.chooseProjects')}
          data={options.projects}
          value={changes.project_ids}
          onChange={(project_ids) => set({ project_ids })}
          searchable
          hidePickedOptions
          error={errors.project_ids}
        />
      </Choice>
      <Choice label={t('users.bulk.changeStatus')} checked={changes.status} onCheck={(status) => set({ status })}>
        <SegmentedControl
          aria-label={t('users.columns.status')}
          value={changes.enabled ? 'on' : 'off'}
          onChange={(value) => set({ enabled: value === 'on' })}
          data={[
            { value: 'on', label: t('users.status.activate') },
            { value: 'off', label: t('users.status.deactivate') },
          ]}
        />
      </Choice>
      {errors.choice && (
        <Text size="sm" c="red" role="alert">
          {errors.choice}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={next} data-testid="bulk-next">
          {t('common:actions.continue')}
        </Button>
      </Group>
    </Stack>
  );
}

/** SPEC §2 mass edit: choose what to change for the selected users, then confirm naming how many will change. */
export function BulkEditModal({ opened, ...props }: BulkEditModalProps) {
  const { t } = useTranslation(['config', 'common']);
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('users.bulk.title')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <BulkForm {...props} />
    </Modal>
  );
}

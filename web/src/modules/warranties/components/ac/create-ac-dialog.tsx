import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCreateAc } from '../../api/requests/ac';
import type { FailureOut } from '../../api/requests/types';
import { failureLabel } from '../failures/failure-label';

/** Managed failures that no conformity record covers yet: what a new AC may hold. */
export const awaitingAc = (failures: FailureOut[]) => failures.filter((failure) => failure.status === 'managed' && failure.ac_status === null);

function CreateAcForm({ requestId, failures, onClose }: { requestId: string; failures: FailureOut[]; onClose: () => void }) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const create = useCreateAc();
  const [ids, setIds] = useState<string[]>(failures.map((failure) => failure.id));
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      const record = await create.mutateAsync({ requestId, failureIds: ids });
      notifySuccess(t('ac.created', { code: record.code }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) setRefusal(error.fieldError('failure_ids') ?? error.fieldMessages[0] ?? error.message);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('ac.createIntro')}</Text>
      <Checkbox.Group value={ids} onChange={setIds} label={t('ac.failures')} error={refusal}>
        <Stack gap={6} mt="xs">
          {failures.map((failure) => (
            <Checkbox key={failure.id} value={failure.id} label={`N.º ${failure.number} · ${failureLabel(failure)}${failure.result ? ` · ${t(`warranties-failures:result.${failure.result}`)}` : ''}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      {failures.length === 0 && <Alert color="yellow">{t('ac.noneToCover')}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={create.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={create.isPending} disabled={ids.length === 0}>
          {t('ac.create')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A new AC (pending) for managed failures, to be signed by the owner. */
export function CreateAcDialog({ requestId, failures, opened, onClose }: { requestId: string; failures: FailureOut[]; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Modal opened={opened} onClose={onClose} title={t('ac.createTitle')} centered size="lg">
      <CreateAcForm requestId={requestId} failures={failures} onClose={onClose} />
    </Modal>
  );
}

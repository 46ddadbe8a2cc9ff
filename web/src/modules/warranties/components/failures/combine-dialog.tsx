import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCombineFailures } from '../../api/requests/combine-failures';
import type { FailureOut } from '../../api/requests/types';
import { failureLabel } from './failure-label';

interface CombineDialogProps {
  requestId: string;
  failures: FailureOut[];
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

function CombineForm({ requestId, failures, onClose, onDone }: Omit<CombineDialogProps, 'opened'>) {
  const { t } = useTranslation(['warranties-failures', 'common']);
  const combine = useCombineFailures();
  const [detail, setDetail] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      const kept = await combine.mutateAsync({ requestId, ids: failures.map((failure) => failure.id), detail: detail.trim() || null });
      notifySuccess(t('combine.done', { number: kept.number, count: failures.length }));
      onDone();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // Different enclosure, place or item, or one already managed: the server says which.
      if (error.status === 422) setRefusal(error.fieldError('ids') ?? error.fieldMessages[0] ?? error.message);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('combine.intro', { count: failures.length })}</Text>
      <List size="sm" spacing={2}>
        {failures.map((failure) => (
          <List.Item key={failure.id}>{`N.º ${failure.number} · ${failureLabel(failure)}`}</List.Item>
        ))}
      </List>
      <Textarea label={t('combine.detail')} description={t('combine.detailHint')} autosize minRows={2} value={detail} onChange={(event) => setDetail(event.currentTarget.value)} />
      {refusal && (
        <Alert color="orange" title={t('combine.refused')} data-testid="combine-refusal">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={combine.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={combine.isPending}>
          {t('combine.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Fold the selected failures (same enclosure, place and item, none managed) into the first one; the server decides. */
export function CombineDialog({ opened, ...props }: CombineDialogProps) {
  const { t } = useTranslation('warranties-failures');
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('combine.title', { count: props.failures.length })} centered size="lg">
      <CombineForm {...props} />
    </Modal>
  );
}

import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useManageOrder } from '../../api/requests/order-actions';
import type { FailureResult, OrderOut } from '../../api/requests/types';

interface ManageFormProps {
  requestId: string;
  order: OrderOut;
  onDone: () => void;
  onCancel: () => void;
}

type Results = Record<string, { result: FailureResult | null; comment: string }>;

/** The visit's outcome: solved or not solved for each failure (with a comment), and an observation. */
export function ManageForm({ requestId, order, onDone, onCancel }: ManageFormProps) {
  const { t } = useTranslation(['warranties-orders', 'common']);
  const manage = useManageOrder();
  const [results, setResults] = useState<Results>(() => Object.fromEntries(order.failures.map((failure) => [failure.id, { result: failure.result, comment: failure.comment ?? '' }])));
  const [observation, setObservation] = useState(order.observation ?? '');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const set = (id: string, patch: Partial<Results[string]>) => setResults((current) => ({ ...current, [id]: { result: null, comment: '', ...current[id], ...patch } }));

  const submit = async () => {
    const chosen = order.failures.map((failure) => ({ failure_id: failure.id, result: results[failure.id]?.result ?? null, comment: results[failure.id]?.comment.trim() || null }));
    if (chosen.some((entry) => entry.result === null)) return setMissing(true);
    setMissing(false);
    setError(null);
    try {
      await manage.mutateAsync({ id: order.id, requestId, results: chosen.map((entry) => ({ ...entry, result: entry.result ?? 'solved' })), observation: observation.trim() || null });
      notifySuccess(t('manage.done', { code: order.code }));
      onDone();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };

  return (
    <Stack gap="md" maw={760} data-testid="manage-form">
      <Text size="sm">{t('manage.intro')}</Text>
      {order.failures.map((failure) => (
        <Card key={failure.id} withBorder radius="md" p="sm" data-testid="manage-failure">
          <Stack gap="xs">
            <Text size="sm" fw={600}>{`N.º ${failure.number} · ${failure.label}`}</Text>
            <SegmentedControl
              aria-label={t('manage.result', { number: failure.number })}
              w="fit-content"
              value={results[failure.id]?.result ?? ''}
              onChange={(value) => set(failure.id, { result: value === 'not_solved' ? 'not_solved' : 'solved' })}
              data={[
                { value: 'solved', label: t('manage.solved') },
                { value: 'not_solved', label: t('manage.not_solved') },
              ]}
              color={results[failure.id]?.result === 'not_solved' ? 'red' : 'teal'}
            />
            <TextInput aria-label={`${t('manage.comment')} · N.º ${failure.number}`} placeholder={t('manage.comment')} value={results[failure.id]?.comment ?? ''} onChange={(event) => set(failure.id, { comment: event.currentTarget.value })} />
          </Stack>
        </Card>
      ))}
      <Textarea label={t('manage.observation')} autosize minRows={2} value={observation} onChange={(event) => setObservation(event.currentTarget.value)} />
      {missing && <Alert color="orange">{t('manage.missing')}</Alert>}
      {error && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={manage.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={manage.isPending}>
          {t('manage.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

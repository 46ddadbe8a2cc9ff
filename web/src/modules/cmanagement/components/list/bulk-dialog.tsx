import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError, type ApiError } from '@/lib/api';
import { useBulkTickets, type BulkInput } from '../../api/bulk-tickets';
import type { BulkResult, TicketForm, TicketPriority } from '../../api/types';
import { PRIORITIES } from '../ticket/enums';
import { tomorrowIso } from '@/components/tickets/format';
import { toOptions } from '../ticket/options';
import type { BulkKind } from './bulk-bar';
import { BulkResultView } from './bulk-result';

interface BulkDialogProps {
  kind: BulkKind | null;
  ids: string[];
  options: TicketForm | undefined;
  onClose: () => void;
  /** After a change went through (some tickets may have failed): the selection is cleared. */
  onDone: () => void;
}

/** The request for one kind and the value chosen in the dialog. */
function toInput(kind: BulkKind, ids: string[], value: string | null, message: string): BulkInput {
  switch (kind) {
    case 'responsible':
      return { ids, responsible_id: value ?? undefined };
    case 'priority':
      return { ids, priority: (value ?? undefined) as TicketPriority | undefined };
    case 'category':
      return { ids, category_id: value ?? undefined };
    case 'postpone':
      return { ids, action: 'postpone', until: value ?? undefined };
    case 'finish':
      return { ids, action: 'finish', message };
    case 'resume':
    case 'reopen':
    case 'open':
      return { ids, action: kind };
  }
}

/** The server's message for the input of this kind. */
const fieldOf: Partial<Record<BulkKind, string>> = { responsible: 'responsible_id', priority: 'priority', category: 'category_id', postpone: 'until', finish: 'message' };

function BulkForm({ kind, ids, options, onClose, onDone }: Omit<BulkDialogProps, 'kind'> & { kind: BulkKind }) {
  const { t } = useTranslation(['cmanagement-tickets', 'cmanagement', 'common']);
  const bulk = useBulkTickets();
  const [value, setValue] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const fieldError = fieldOf[kind] ? error?.fieldError(fieldOf[kind]) : undefined;
  const needsValue = ['responsible', 'priority', 'category', 'postpone'].includes(kind);

  const submit = async () => {
    setError(null);
    try {
      setResult(await bulk.mutateAsync(toInput(kind, ids, value, message)));
      onDone();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      if (caught.status === 422) setError(caught);
      else if (caught.status !== 401) notifyApiError(caught);
    }
  };

  if (result) {
    return (
      <Stack gap="md">
        <BulkResultView result={result} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </Group>
      </Stack>
    );
  }
  const people = toOptions(options?.people ?? []);
  const select = (data: { value: string; label: string }[]) => (
    <Select label={t(`bulk.fields.${kind}`)} data={data} value={value} onChange={setValue} searchable required error={fieldError} data-autofocus />
  );
  return (
    <Stack gap="md">
      <Text size="sm">{t(`bulk.intro.${kind}`, { count: ids.length })}</Text>
      {kind === 'responsible' && select(people)}
      {kind === 'priority' && select(PRIORITIES.map((priority) => ({ value: priority, label: t(`cmanagement:priority.${priority}`) })))}
      {kind === 'category' && select(toOptions(options?.categories ?? []))}
      {kind === 'postpone' && (
        <TextInput type="date" label={t('bulk.fields.postpone')} min={tomorrowIso()} required value={value ?? ''} onChange={(event) => setValue(event.currentTarget.value || null)} error={fieldError} />
      )}
      {kind === 'finish' && (
        <Textarea label={t('bulk.fields.finish')} required autosize minRows={3} value={message} onChange={(event) => setMessage(event.currentTarget.value)} error={fieldError} />
      )}
      {error && !fieldError && <Alert color="orange">{error.fieldMessages[0] ?? error.message}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={bulk.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={bulk.isPending} disabled={needsValue && !value}>
          {t('bulk.apply', { count: ids.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/** One bulk change on the selected tickets, then its result (how many changed, which failed and why). */
export function BulkDialog({ kind, ...props }: BulkDialogProps) {
  const { t } = useTranslation('cmanagement-tickets');
  return (
    <Modal opened={kind !== null} onClose={props.onClose} title={kind ? t(`bulk.kinds.${kind}`) : ''} centered>
      {kind && <BulkForm key={kind} kind={kind} {...props} />}
    </Modal>
  );
}

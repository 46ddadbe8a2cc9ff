import { Alert, Button, Group, Loader, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useMergeCandidates } from '../api/get-merge-candidates';
import { useMergeTicket } from '../api/merge-ticket';
import { StatusBadge } from '../status-badge';
import { useCoreTranslation } from '../ticket-core';
import type { CoreTicket, MergeCandidate } from '../types';

interface MergeDialogProps {
  ticket: CoreTicket;
  opened: boolean;
  onClose: () => void;
}

/** One ticket to pick; one the server already says cannot merge is shown, disabled, with its reason. */
function CandidateCard({ candidate }: { candidate: MergeCandidate }) {
  const name = `#${candidate.number} ${candidate.subject}`;
  return (
    <Radio.Card value={candidate.id} radius="sm" p="xs" aria-label={name} disabled={Boolean(candidate.refusal)} style={candidate.refusal ? { opacity: 0.7 } : undefined}>
      <Group gap="sm" wrap="nowrap">
        <Radio.Indicator disabled={Boolean(candidate.refusal)} />
        <Stack gap={0} style={{ flex: 1 }} miw={0}>
          <Text size="sm" truncate>
            {name}
          </Text>
          {candidate.refusal && (
            <Text size="xs" c="dimmed" data-testid="merge-candidate-refusal">
              {candidate.refusal}
            </Text>
          )}
        </Stack>
        {candidate.status && <StatusBadge status={candidate.status} size="sm" />}
      </Group>
    </Radio.Card>
  );
}

function MergeForm({ ticket, onClose }: Omit<MergeDialogProps, 'opened'>) {
  const { t } = useCoreTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const candidates = useMergeCandidates(ticket.id, debounced);
  const merge = useMergeTicket();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list = candidates.data?.data ?? [];
  const source = list.find((candidate) => candidate.id === sourceId && !candidate.refusal) ?? null;

  const submit = async () => {
    if (!source) return;
    setRefusal(null);
    try {
      await merge.mutateAsync({ ticketId: ticket.id, sourceId: source.id });
      notifySuccess(t('merge.done', { source: source.number, target: ticket.number }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) setRefusal(error.fieldError('source_id') ?? error.fieldMessages[0] ?? error.message);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('merge.intro', { number: ticket.number })}</Text>
      <TextInput
        aria-label={t('merge.search')}
        placeholder={t('merge.search')}
        leftSection={<IconSearch size={16} />}
        rightSection={candidates.isFetching ? <Loader size={14} /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <Radio.Group
        label={t('merge.candidates')}
        value={sourceId}
        onChange={(value) => {
          setSourceId(value);
          setRefusal(null);
        }}
        error={refusal}
        data-testid="merge-candidates"
      >
        <ScrollArea.Autosize mah={260} mt="xs">
          <Stack gap={6}>
            {list.map((candidate) => (
              <CandidateCard key={candidate.id} candidate={candidate} />
            ))}
            {!candidates.isLoading && list.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('merge.none')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      {source && (
        <Alert color="orange" data-testid="merge-confirm">
          {t('merge.confirm', { source: source.number, target: ticket.number })}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={merge.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="orange" disabled={!source} loading={merge.isPending} onClick={() => void submit()}>
          {t('merge.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Merge another ticket into this one (SPEC §5: same project, unit and owner, no orders, not finished, not from a
 * delivery act): search, pick, confirm. The server's refusal shows under the list.
 */
export function MergeDialog({ opened, ...props }: MergeDialogProps) {
  const { t } = useCoreTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t('merge.title', { number: props.ticket.number })} centered size="lg">
      <MergeForm {...props} />
    </Modal>
  );
}

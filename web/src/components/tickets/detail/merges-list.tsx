import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useMerges } from '../api/get-merges';
import { useUndoMerge } from '../api/undo-merge';
import { formatDateTime } from '../format';
import { useCoreTranslation } from '../ticket-core';
import type { Merge } from '../types';

function MergeRow({ merge, canUndo }: { merge: Merge; canUndo: boolean }) {
  const { t, i18n, core } = useCoreTranslation();
  const undo = useUndoMerge();
  const [reason, setReason] = useState<string | null>(null);

  const submit = async () => {
    setReason(null);
    try {
      await undo.mutateAsync(merge);
      notifySuccess(t('merges.undone', { number: merge.source.number }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) setReason(error.fieldError('merge') ?? error.message);
      else if (error.status !== 401) notifyApiError(error);
    }
  };

  return (
    <Stack gap={4} data-testid="merge-row" data-merge-id={merge.id}>
      <Anchor component={Link} to={core.ticketUrl(merge.source.id)} size="sm" fw={600}>
        {`#${merge.source.number} ${merge.source.subject}`}
      </Anchor>
      <Text size="xs" c="dimmed">
        {t('merges.by', { name: merge.created_by?.name ?? t('activity.system'), date: formatDateTime(merge.created_at, i18n.language) })}
      </Text>
      {merge.undone_at ? (
        <Text size="xs" c="dimmed">
          {t('merges.undoneOn', { date: formatDateTime(merge.undone_at, i18n.language) })}
        </Text>
      ) : merge.can_undo && canUndo ? (
        <Group>
          <Button size="compact-sm" variant="light" leftSection={<IconArrowBackUp size={14} />} loading={undo.isPending} onClick={() => void submit()}>
            {t('merges.undo')}
          </Button>
        </Group>
      ) : (
        !merge.can_undo && (
          <Text size="xs" c="dimmed">
            {t('merges.cannotUndo')}
          </Text>
        )
      )}
      {reason && (
        <Text size="sm" c="red" role="alert">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** The tickets merged into this one, newest first; "Deshacer fusión" while nothing new happened since. */
export function MergesList({ ticketId, canUndo }: { ticketId: string; canUndo: boolean }) {
  const { t } = useCoreTranslation();
  const merges = useMerges(ticketId);
  if (!merges.data || merges.data.length === 0) return null;
  return (
    <Card withBorder radius="md" data-testid="ticket-merges">
      <Stack gap="sm">
        <Title order={4}>{t('merges.title')}</Title>
        {merges.data.map((merge) => (
          <MergeRow key={merge.id} merge={merge} canUndo={canUndo} />
        ))}
      </Stack>
    </Card>
  );
}

import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationObservation } from '../../api/types';
import { formatDay } from '../format';
import { CloseObservationModal } from './close-observation-modal';

/** The verification's observations: open ones first, each closable with a note and an optional photo. */
interface ObservationListProps {
  projectId: string;
  observations: VerificationObservation[];
  canClose: boolean;
  /** A template manager closes any observation; others only those they answer for. */
  canCloseAny: boolean;
  userId: string;
}

export function ObservationList({ projectId, observations, canClose, canCloseAny, userId }: ObservationListProps) {
  const { t } = useTranslation('verifications');
  const [closing, setClosing] = useState<VerificationObservation | null>(null);
  if (observations.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="observations-empty">
        {t('observations.empty')}
      </Text>
    );
  }
  const sorted = [...observations].sort((a, b) => (a.state === b.state ? a.deadline.localeCompare(b.deadline) : a.state === 'open' ? -1 : 1));
  return (
    <Stack gap="sm" data-testid="observations">
      {sorted.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="sm" data-testid="observation">
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={500} size="sm">
                {row.description}
              </Text>
              <Group gap={4}>
                {row.overdue && (
                  <Badge color="red" variant="filled">
                    {t('observations.overdue')}
                  </Badge>
                )}
                <Badge color={row.state === 'open' ? 'orange' : 'teal'} variant="light" data-testid="observation-state">
                  {t(`observations.states.${row.state}`)}
                </Badge>
              </Group>
            </Group>
            <Text size="xs" c="dimmed">
              {t('observations.meta', { item: row.item_text, deadline: formatDay(row.deadline), responsible: row.responsible_name ?? '—' })}
            </Text>
            {row.state === 'closed' && row.closing_note && (
              <Text size="sm">{t('observations.closedNote', { note: row.closing_note, name: row.closed_by_name ?? '—' })}</Text>
            )}
            {row.state === 'open' && canClose && (canCloseAny || row.responsible_id === userId) && (
              <Group justify="flex-end">
                <Button size="xs" variant="light" leftSection={<IconLock size={14} />} onClick={() => setClosing(row)} data-testid="observation-close">
                  {t('observations.close')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      <CloseObservationModal projectId={projectId} observation={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}

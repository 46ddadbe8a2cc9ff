import { Badge, Button, Card, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useCreateReception, useReceptions } from '../../api/receptions';
import type { Reception, Verification } from '../../api/types';
import { formatDay } from '../format';
import { CloseReceptionModal } from './close-reception-modal';

/**
 * The receptions of the verification's activity (for its unit, or activity-wide): open one, then close it once
 * every observation is closed; the server says why it refuses.
 */
export function ReceptionsPanel({ projectId, verification, canAct }: { projectId: string; verification: Verification; canAct: boolean }) {
  const { t } = useTranslation('verifications');
  const receptions = useReceptions(projectId, verification.activity_id);
  const create = useCreateReception(projectId);
  const [forUnit, setForUnit] = useState(verification.unit_id !== null && verification.unit_id !== undefined);
  const [closing, setClosing] = useState<Reception | null>(null);
  const unitId = forUnit ? (verification.unit_id ?? null) : null;
  const rows = receptions.data ?? [];
  const exists = rows.some((row) => (row.unit_id ?? null) === unitId);

  const open = () =>
    create.mutate(
      { projectId, activityId: verification.activity_id, unitId },
      { onSuccess: () => notifySuccess(t('receptions.created')) },
    );

  return (
    <Stack gap="sm" data-testid="receptions">
      {receptions.isLoading ? (
        <Loader size="sm" />
      ) : receptions.isError ? (
        <Text c="red" size="sm">
          {receptions.error.message}
        </Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="receptions-empty">
          {t('receptions.empty')}
        </Text>
      ) : (
        rows.map((row) => (
          <Card key={row.id} withBorder radius="md" padding="sm" data-testid="reception">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {row.unit_name ? t('receptions.forUnit', { unit: row.unit_name }) : t('receptions.forActivity')}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.state === 'closed'
                    ? t('receptions.closedMeta', { date: formatDay(row.closed_at), name: row.closed_by_name ?? '—' })
                    : t('receptions.openedMeta', { date: formatDay(row.created_at) })}
                </Text>
                {row.note && <Text size="sm">{row.note}</Text>}
              </Stack>
              <Group gap="xs">
                <Badge color={row.state === 'open' ? 'blue' : 'teal'} variant="light" data-testid="reception-state">
                  {t(`receptions.states.${row.state}`)}
                </Badge>
                {row.state === 'open' && canAct && (
                  <Button size="xs" variant="light" leftSection={<IconLock size={14} />} onClick={() => setClosing(row)} data-testid="reception-close">
                    {t('receptions.close')}
                  </Button>
                )}
              </Group>
            </Group>
          </Card>
        ))
      )}
      {canAct && !(exists && !verification.unit_id) && (
        <Group gap="sm" wrap="wrap">
          {verification.unit_id && verification.unit_name && (
            <Checkbox label={t('receptions.onlyUnit', { unit: verification.unit_name })} checked={forUnit} onChange={(event) => setForUnit(event.currentTarget.checked)} />
          )}
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={open} loading={create.isPending} disabled={exists} data-testid="reception-create">
            {t('receptions.create')}
          </Button>
        </Group>
      )}
      <CloseReceptionModal projectId={projectId} reception={closing} onClose={() => setClosing(null)} />
    </Stack>
  );
}

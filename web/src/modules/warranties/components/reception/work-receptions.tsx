import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkReceptions } from '../../api/get-work-receptions';
import { formatDateTime } from '../shared/format';
import { LoadError } from '../shared/load-error';

/** The receptions of work done in the unit (quality's verifications): which activity, open or received, by whom. */
export function WorkReceptions({ unitId }: { unitId: string }) {
  const { t, i18n } = useTranslation('warranties-unit');
  const receptions = useWorkReceptions(unitId);
  if (receptions.isError) return <LoadError onRetry={() => void receptions.refetch()} />;
  const rows = receptions.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="work-receptions">
      <Stack gap="sm">
        <Title order={4}>{t('workReceptions.title')}</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="work-receptions-empty">
            {receptions.isLoading ? t('workReceptions.loading') : t('workReceptions.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('workReceptions.activity')}</Table.Th>
                  <Table.Th>{t('workReceptions.state')}</Table.Th>
                  <Table.Th>{t('workReceptions.closed')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid="work-reception">
                    <Table.Td>
                      <Text size="sm">
                        <Text span c="dimmed" size="sm">
                          {row.activity_code}
                        </Text>{' '}
                        {row.activity_description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.state === 'closed' ? 'teal' : 'yellow'}>
                        {t(`workReceptions.states.${row.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {row.closed_at ? (
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm">{t('workReceptions.closedBy', { date: formatDateTime(row.closed_at, i18n.language), name: row.closed_by_name ?? '—' })}</Text>
                          {row.signed && <IconSignature size={16} aria-label={t('workReceptions.signed')} />}
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewRow } from '../../api/user-import-types';

/** The first users as they would be created (the server sends up to 50). */
export function PreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const { t } = useTranslation('config-import');
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="import-preview">
      <div>
        <Title order={4}>{t('summary.previewTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('summary.previewHint')}
        </Text>
      </div>
      <Table.ScrollContainer minWidth={620} maxHeight={420}>
        <Table striped withTableBorder stickyHeader fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="center">{t('summary.previewColumns.row')}</Table.Th>
              <Table.Th>{t('summary.previewColumns.user')}</Table.Th>
              <Table.Th>{t('summary.previewColumns.email')}</Table.Th>
              <Table.Th>{t('summary.previewColumns.role')}</Table.Th>
              <Table.Th>{t('summary.previewColumns.projects')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td ta="center">{row.row}</Table.Td>
                <Table.Td>
                  <Text size="sm">{`${row.first_name} ${row.last_name}`}</Text>
                  <Text size="xs" c="dimmed">
                    {row.username}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.position}</Text>
                  <Text size="xs" c="dimmed">
                    {row.profile ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{row.projects.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

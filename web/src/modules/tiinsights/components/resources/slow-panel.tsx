import { Anchor, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SlowRequestOut } from '../../api/types';

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : 'teal');

/** The slowest recent requests, slowest first; a request id opens its log lines. */
export function SlowPanel({ requests }: { requests: SlowRequestOut[] }) {
  const { t, i18n } = useTranslation('tiinsights');
  if (requests.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="resources-slow">
        {t('resources.slow.empty')}
      </Text>
    );
  }
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const ms = new Intl.NumberFormat(i18n.language);
  const sorted = [...requests].sort((a, b) => b.ms - a.ms);
  return (
    <Table withTableBorder verticalSpacing={6} fz="sm" data-testid="resources-slow">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('resources.slow.at')}</Table.Th>
          <Table.Th>{t('resources.slow.request')}</Table.Th>
          <Table.Th>{t('resources.slow.status')}</Table.Th>
          <Table.Th ta="right">{t('resources.slow.ms')}</Table.Th>
          <Table.Th>{t('resources.slow.requestId')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((request, index) => (
          <Table.Tr key={`${request.request_id}-${index}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(new Date(request.at))}</Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                <Text span fw={700} inherit>
                  {request.method}
                </Text>{' '}
                {request.path}
              </Text>
            </Table.Td>
            <Table.Td>
              {/* The status in the text's own colour (light badges of these hues fail the contrast check); the dot only hints. */}
              <Group gap={6} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${statusColor(request.status)}-6)`} size={8} withShadow={false} aria-hidden />
                <Text size="sm" ff="monospace" fw={600} data-testid="slow-status">
                  {request.status}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {ms.format(request.ms)}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/tiinsights/logs?request_id=${encodeURIComponent(request.request_id)}`} size="xs" ff="monospace" title={t('resources.slow.openLogs')}>
                {request.request_id}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

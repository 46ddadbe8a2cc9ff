import { Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import type { BimFile, BimState } from '@/modules/bim';

const STATE_COLORS: Record<BimState, string> = { uploaded: 'gray', processing: 'blue', optimizing: 'violet', available: 'teal', failed: 'red' };

/** One IFC file of the Concrete model: its name and size, its processing state (with the bar or the failure) and elements. */
export function FileRow({ file }: { file: BimFile }) {
  const { t, i18n } = useTranslation('concrete-uploader');
  const working = file.state === 'processing' || file.state === 'optimizing';
  const percent = Math.max(0, Math.min(100, Math.round(file.progress)));
  return (
    <Table.Tr data-testid="concrete-uploader-file" data-state={file.state}>
      <Table.Td>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[formatBytes(file.size, i18n.language), file.schema].filter(Boolean).join(' · ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4} miw={120}>
          <Group gap={4}>
            <Badge color={STATE_COLORS[file.state]} variant="light" tt="none">
              {working ? t('state.withProgress', { state: t(`state.${file.state}`), percent }) : t(`state.${file.state}`)}
            </Badge>
          </Group>
          {working && <Progress value={percent} size="sm" color={STATE_COLORS[file.state]} animated aria-label={t('state.progressOf', { name: file.name })} />}
          {file.state === 'failed' && (
            <Text size="xs" c="red">
              {file.error ?? t('state.failedGeneric')}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">{file.state === 'available' ? new Intl.NumberFormat(i18n.language).format(file.elements) : '—'}</Table.Td>
    </Table.Tr>
  );
}

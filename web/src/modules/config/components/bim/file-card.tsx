import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconFile3d, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BimFile } from '../../api/bim/types';
import { formatBytes } from '@/lib/format';
import { formatCount } from './bim-format';
import { FileStageInput } from './file-stage-input';
import { BimStateBadge } from './state-badge';

/** One IFC file of a model: name, size, schema and elements once read, its state, its Quality stage, delete. */
export function FileCard({ file, projectId, onDelete }: { file: BimFile; projectId: string; onDelete: () => void }) {
  const { t, i18n } = useTranslation('config-bim');
  const details = [
    formatBytes(file.size, i18n.language),
    file.schema ?? t('files.schemaPending'),
    file.state === 'available' ? t('files.elements', { count: file.elements, formatted: formatCount(file.elements, i18n.language) }) : null,
  ].filter((detail): detail is string => detail !== null);

  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }} data-testid="bim-file">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconFile3d size={22} stroke={1.5} aria-hidden />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end" title={file.name}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {details.join(' · ')}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <BimStateBadge state={file.state} progress={file.progress} error={file.error} name={file.name} />
            <Tooltip label={t('files.delete')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('files.deleteNamed', { name: file.name })} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <FileStageInput key={file.stage ?? ''} file={file} projectId={projectId} />
      </Stack>
    </Paper>
  );
}

import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format';
import { IFC_MAX_BYTES } from './ifc-rules';
import { entryPercent, type UploadEntry } from './upload-bridge';
import type { ModelUploads } from './bim-uploads';

const COLORS = { queued: 'gray', uploading: 'blue', done: 'teal', error: 'red', rejected: 'orange', cancelled: 'gray' } as const;

function UploadRow({ entry, uploads }: { entry: UploadEntry; uploads: ModelUploads }) {
  const { t, i18n } = useTranslation('config-bim');
  const percent = entryPercent(entry);
  const status = entry.status === 'uploading' ? t('upload.status.uploading', { percent }) : t(`upload.status.${entry.status}`);
  const message =
    entry.status === 'rejected' && entry.reason
      ? t(`upload.reasons.${entry.reason}`, { gb: IFC_MAX_BYTES / 1024 ** 3 })
      : entry.status === 'error'
        ? (entry.error ?? t('upload.failedGeneric'))
        : null;
  const active = entry.status === 'queued' || entry.status === 'uploading' || entry.status === 'error';

  return (
    <Stack component="li" gap={4} style={{ listStyle: 'none' }} data-testid="bim-upload" data-status={entry.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end" title={entry.name}>
            {entry.name}
          </Text>
          <Text size="xs" c={COLORS[entry.status]}>
            {t('upload.line', { size: formatBytes(entry.size, i18n.language), status })}
          </Text>
        </Stack>
        {entry.status === 'error' && (
          <Button size="compact-xs" variant="light" onClick={() => uploads.retry(entry.id)}>
            {t('upload.retry')}
          </Button>
        )}
        {active && (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('upload.cancel', { name: entry.name })} onClick={() => uploads.cancel(entry.id)}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      {message && (
        <Text size="xs" c={entry.status === 'error' ? 'red' : 'orange'} role="alert">
          {message}
        </Text>
      )}
      {entry.status !== 'rejected' && <Progress value={percent} size="xs" color={COLORS[entry.status]} aria-label={t('upload.progressOf', { name: entry.name })} />}
    </Stack>
  );
}

/** The files being sent to one model (and the ones refused before sending), each with its progress or reason. */
export function UploadList({ uploads }: { uploads: ModelUploads }) {
  const { t } = useTranslation('config-bim');
  const shown = uploads.entries.filter((entry) => entry.status !== 'cancelled');
  if (shown.length === 0) return null;
  const finished = shown.some((entry) => entry.status === 'done' || entry.status === 'rejected');
  return (
    <Stack gap="xs" data-testid="bim-uploads">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {t('upload.title')}
        </Text>
        {finished && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={uploads.clearFinished}>
            {t('upload.clear')}
          </Button>
        )}
      </Group>
      <Stack component="ul" gap="sm" p={0} m={0}>
        {shown.map((entry) => (
          <UploadRow key={entry.id} entry={entry} uploads={uploads} />
        ))}
      </Stack>
    </Stack>
  );
}

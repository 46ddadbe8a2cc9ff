import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLimits } from '../../api/get-limits';
import { entryPercent, type UploadEntry } from '../../upload/upload-queue';
import { FALLBACK_LIMITS, megabytes } from '../../upload/upload-rules';
import { formatBytes } from '@/lib/format';

const COLORS = { queued: 'gray', uploading: 'blue', done: 'teal', error: 'red', rejected: 'orange', cancelled: 'gray' } as const;

interface UploadRowProps {
  entry: UploadEntry;
  onRetry: () => void;
  onCancel: () => void;
}

/** One file of the upload list: name, state (with the reason or the server's message), progress and its action. */
export function UploadRow({ entry, onRetry, onCancel }: UploadRowProps) {
  const { t, i18n } = useTranslation('cbox');
  const limits = useLimits().data ?? FALLBACK_LIMITS;
  const percent = entryPercent(entry);
  const status =
    entry.status === 'uploading' ? t('upload.status.uploading', { percent }) : t(`upload.status.${entry.status}`);
  const message =
    entry.status === 'rejected' && entry.reason
      ? t(`upload.reasons.${entry.reason}`, { mb: megabytes(limits.max_file_bytes) })
      : entry.status === 'error'
        ? (entry.error ?? t('upload.failedGeneric'))
        : null;
  const showProgress = entry.status !== 'rejected' && entry.status !== 'cancelled';

  return (
    <Stack component="li" gap={4} py={6} data-testid="cbox-upload-row" data-status={entry.status} style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end" title={entry.name}>
            {entry.name}
          </Text>
          <Text size="xs" c={COLORS[entry.status]}>
            {formatBytes(entry.size, i18n.language)} · {status}
          </Text>
        </Stack>
        {entry.status === 'error' && (
          <Button size="compact-xs" variant="light" onClick={onRetry}>
            {t('upload.retry')}
          </Button>
        )}
        {(entry.status === 'queued' || entry.status === 'uploading' || entry.status === 'error') && (
          <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('upload.cancel', { name: entry.name })} onClick={onCancel}>
            <IconX size={14} />
          </ActionIcon>
        )}
      </Group>
      {message && (
        <Text size="xs" c={entry.status === 'error' ? 'red' : 'orange'} role={entry.status === 'error' ? 'alert' : undefined}>
          {message}
        </Text>
      )}
      {showProgress && <Progress value={percent} size="xs" color={COLORS[entry.status]} aria-label={t('upload.fileProgress', { name: entry.name })} />}
    </Stack>
  );
}

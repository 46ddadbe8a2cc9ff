import { ActionIcon, Alert, Button, Group, Paper, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconRefresh, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadEntries, useUploadState } from '../../upload/upload-context';
import { summarize } from '../../upload/upload-queue';
import { UploadRow } from './upload-row';

/**
 * The upload list at the bottom right: every file with its state and progress, the overall progress, retrying the
 * failed ones and the notice of an exceeded batch limit. It stays while the user browses other folders.
 */
export function UploadPanel() {
  const { t } = useTranslation('cbox');
  const { queue, truncatedAt, setTruncatedAt } = useUploadState();
  const entries = useUploadEntries();
  const [collapsed, setCollapsed] = useState(false);
  if (entries.length === 0 && truncatedAt === null) return null;
  const summary = summarize(entries);
  const finished = entries.some((entry) => ['done', 'rejected', 'cancelled'].includes(entry.status));

  const close = () => {
    for (const entry of entries) if (entry.status === 'error') queue.cancel(entry.id);
    queue.clearFinished();
    setTruncatedAt(null);
  };

  return (
    <Paper
      component="section"
      aria-label={t('upload.panelTitle')}
      shadow="lg"
      withBorder
      radius="md"
      p="sm"
      w={380}
      maw="calc(100vw - 32px)"
      pos="fixed"
      bottom={16}
      right={16}
      // Above the page, below dialogs and drawers (200) and toasts.
      style={{ zIndex: 190 }}
      data-testid="cbox-upload-panel"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700}>{t('upload.panelTitle')}</Text>
            <Text size="xs" c="dimmed">
              {t('upload.summary', { done: summary.done, count: summary.files })}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" aria-label={collapsed ? t('upload.expand') : t('upload.collapse')} onClick={() => setCollapsed(!collapsed)}>
              {collapsed ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" aria-label={t('upload.close')} onClick={close} disabled={summary.active > 0}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Progress value={summary.percent} size="sm" aria-label={t('upload.totalProgress')} />
        {truncatedAt !== null && (
          <Alert color="orange" p="xs" withCloseButton closeButtonLabel={t('upload.dismissNotice')} onClose={() => setTruncatedAt(null)}>
            <Text size="xs">{t('upload.truncated', { max: truncatedAt })}</Text>
          </Alert>
        )}
        {!collapsed && (
          <>
            <ScrollArea.Autosize mah="45vh" type="auto">
              <Stack component="ul" gap={0} m={0} p={0} aria-label={t('upload.files')}>
                {entries.map((entry) => (
                  <UploadRow key={entry.id} entry={entry} onRetry={() => queue.retry(entry.id)} onCancel={() => queue.cancel(entry.id)} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            {(summary.failed > 0 || finished) && (
              <Group justify="flex-end" gap="xs">
                {finished && (
                  <Button size="xs" variant="subtle" color="gray" onClick={() => queue.clearFinished()}>
                    {t('upload.clearFinished')}
                  </Button>
                )}
                {summary.failed > 0 && (
                  <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => queue.retryFailed()}>
                    {t('upload.retryAll')}
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

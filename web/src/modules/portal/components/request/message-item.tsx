import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { downloadFile } from '../../api/download';
import type { Message } from '../../api/types';
import { formatDateTime, formatSize } from '../shared/format';
import { notifyFailure } from '../shared/notify';
import { AttachmentThumb } from './attachment-thumb';

/** One public message: the owner's own on the right in the primary colour, the team's on the left. */
export function MessageItem({ message }: { message: Message }) {
  const { t, i18n } = useTranslation();
  const download = (url: string, name: string) =>
    void downloadFile(url, name).catch((error: unknown) => {
      if (isApiError(error) && error.status !== 401) notifyFailure(error);
    });
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: message.mine ? 'flex-end' : 'flex-start' }} data-testid="message" data-mine={message.mine}>
      <Paper
        radius="lg"
        px="md"
        py="xs"
        maw="85%"
        withBorder={!message.mine}
        bg={message.mine ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default)'}
        style={message.mine ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
      >
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {message.mine ? t('messages.mine') : (message.author ?? t('messages.team'))} · {formatDateTime(message.created_at, i18n.language)}
          </Text>
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
          {message.attachments.length > 0 && (
            <Group gap="xs">
              {message.attachments.map((file) =>
                file.mime.startsWith('image/') ? (
                  <AttachmentThumb key={file.id} file={file} onOpen={() => download(file.url, file.name)} />
                ) : (
                  <Anchor key={file.id} component="button" type="button" size="xs" onClick={() => download(file.url, file.name)} aria-label={t('messages.download', { name: file.name })}>
                    <IconPaperclip size={12} aria-hidden /> {file.name} ({formatSize(file.size, i18n.language)})
                  </Anchor>
                ),
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

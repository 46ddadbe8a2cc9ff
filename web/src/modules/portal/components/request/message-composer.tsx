import { ActionIcon, Button, Card, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useSendMessage } from '../../api/send-message';
import { notifyDone, notifyFailure } from '../shared/notify';

export const MESSAGE_MAX = 1000;
export const FILES_MAX = 6;

/** A message to the after-sales team, with up to six files. */
export function MessageComposer({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const text = body.trim();

  const submit = async () => {
    setError(null);
    try {
      await send.mutateAsync({ requestId, body: text, files });
      setBody('');
      setFiles([]);
      notifyDone(t('messages.sent'));
    } catch (caught) {
      if (!isApiError(caught) || caught.status === 401) return;
      const onBody = caught.fieldError('body') ?? Object.entries(caught.errors).find(([key]) => key.startsWith('file'))?.[1][0];
      if (caught.status === 422 && onBody) setError(onBody);
      else notifyFailure(caught);
    }
  };

  return (
    <Card withBorder radius="md" padding="sm" data-testid="message-composer">
      <Stack gap="xs">
        <Textarea label={t('messages.label')} placeholder={t('messages.placeholder')} autosize minRows={2} maxRows={8} maxLength={MESSAGE_MAX} value={body} onChange={(event) => setBody(event.currentTarget.value)} error={error} />
        {files.length > 0 && (
          <Group gap={6}>
            {files.map((file, index) => (
              <Group key={`${file.name}-${index}`} gap={2} wrap="nowrap" bg="var(--mantine-color-default-hover)" px={8} py={2} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
                <Text size="xs" truncate="end" maw={160}>
                  {file.name}
                </Text>
                <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t('messages.removeFile', { name: file.name })} onClick={() => setFiles(files.filter((other) => other !== file))}>
                  <IconX size={12} />
                </ActionIcon>
              </Group>
            ))}
          </Group>
        )}
        <Group justify="space-between" gap="xs">
          <FileButton onChange={(picked) => setFiles([...files, ...picked].slice(0, FILES_MAX))} multiple>
            {(props) => (
              <Button {...props} variant="subtle" size="compact-md" leftSection={<IconPaperclip size={16} />} disabled={files.length >= FILES_MAX}>
                {t('messages.attach')}
              </Button>
            )}
          </FileButton>
          <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={send.isPending} disabled={text === ''}>
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

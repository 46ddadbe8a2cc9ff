import { Card, Group, Stack, Switch, Textarea } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '@/components/ui/notify-success';
import { isApiError, notifyApiError } from '@/lib/api';
import { useCoreTranslation } from '../ticket-core';
import type { SendAs } from '../types';
import { AttachmentPicker } from './attachment-picker';
import { addFiles, type AttachmentLimits } from './file-checks';
import { MessageCounter } from './message-counter';
import { SendButton } from './send-button';
import { useSendMessage } from './use-send-message';

interface ComposerProps {
  ticketId: string;
  /** The notify-message limit (1000) and the attachment limits, from the form. */
  maxLength: number;
  limits: AttachmentLimits;
  withSendAs: boolean;
}

/** Writes a message: counter x/1000, public or private, up to 10 files of 20 MB, and "send as". Multipart POST. */
export function Composer({ ticketId, maxLength, limits, withSendAs }: ComposerProps) {
  const { t, label } = useCoreTranslation();
  const post = useSendMessage();
  const [body, setBody] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const length = body.length;
  const empty = body.trim() === '';

  const pick = (picked: File[]) => {
    const next = addFiles(t, files, picked, limits);
    setFiles(next.files);
    setProblems(next.problems);
  };

  const send = async (sendAs: SendAs | null) => {
    setBodyError(null);
    try {
      await post.send({ ticketId, body: body.trim(), private: isPrivate, sendAs, files });
      setBody('');
      setFiles([]);
      setProblems([]);
      if (sendAs) notifySuccess(t('composer.sentAs', { status: label('sendAs', sendAs) }));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) return;
      // The action names the text `message`, the message call `body`.
      const onBody = error.fieldError('body') ?? error.fieldError('message');
      const onFiles = Object.entries(error.errors).filter(([key]) => key.startsWith('files')).flatMap(([, messages]) => messages);
      if (error.status === 422 && (onBody || onFiles.length > 0)) {
        setBodyError(onBody ?? null);
        setProblems(onFiles);
      } else notifyApiError(error);
    }
  };

  return (
    <Card withBorder radius="md" data-testid="ticket-composer">
      <Stack gap="sm">
        <div>
          <Textarea
            label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            autosize
            minRows={3}
            maxRows={12}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={bodyError}
          />
          <MessageCounter length={length} max={maxLength} />
        </div>
        <AttachmentPicker files={files} onPick={pick} onRemove={(file) => setFiles(files.filter((other) => other !== file))} problems={problems} max={limits.max_attachments} />
        <Group justify="space-between" gap="sm">
          <Switch
            label={t('composer.private')}
            description={isPrivate ? t('composer.privateHint') : t('composer.publicHint')}
            checked={isPrivate}
            onChange={(event) => setPrivate(event.currentTarget.checked)}
            color="yellow"
          />
          <SendButton onSend={(sendAs) => void send(sendAs)} withSendAs={withSendAs} disabled={empty || length > maxLength} loading={post.pending} />
        </Group>
      </Stack>
    </Card>
  );
}

import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../use-copy';

export interface ShownToken {
  name: string;
  token: string;
}

/**
 * The whole key, once, right after creating it: the server keeps only its hash. The dialog closes only on
 * purpose (no click outside, no Escape), so the key is not lost by a slip.
 */
export function TokenModal({ shown, onClose }: { shown: ShownToken | null; onClose: () => void }) {
  const { t } = useTranslation('config-api-keys');
  const copy = useCopy('config-api-keys');
  const [copied, setCopied] = useState(false);
  const { start } = useTimeout(() => setCopied(false), 2000);
  const onCopy = async () => {
    if (!shown || !(await copy(shown.token))) return;
    setCopied(true);
    start();
  };
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('token.title')}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="api-key-token-modal"
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">{t('token.intro', { name: shown.name })}</Text>
          <Code block fz="sm" data-testid="api-key-token" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {shown.token}
          </Code>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
            <Text size="sm">{t('token.once')}</Text>
          </Alert>
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={() => void onCopy()}
              data-testid="api-key-copy"
            >
              {copied ? t('token.copied') : t('token.copy')}
            </Button>
            <Button onClick={onClose} data-testid="api-key-token-done">
              {t('token.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyTextButton } from './copy-text-button';

export interface ShownSecret {
  appName: string;
  secret: string;
  /** Created just now, or renewed (the old secret no longer signs). */
  renewed: boolean;
}

/**
 * The whole signing secret, once: after creating an application or renewing its secret. The server keeps only its
 * hint afterwards, so the dialog closes only on purpose (no click outside, no Escape).
 */
export function SecretModal({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const { t } = useTranslation(['config-webhooks', 'common']);
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={shown?.renewed ? t('secret.renewedTitle') : t('secret.createdTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      data-testid="secret-modal"
    >
      {shown && (
        <Stack gap="md">
          <Text size="sm">{t('secret.intro', { name: shown.appName })}</Text>
          <Code block fz="sm" data-testid="secret-value" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {shown.secret}
          </Code>
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
            <Text size="sm">{t('secret.once')}</Text>
          </Alert>
          <Group justify="space-between" gap="sm">
            <CopyTextButton value={shown.secret} label={t('secret.copy')} testId="copy-secret" />
            <Button onClick={onClose} data-testid="secret-done">
              {t('secret.done')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

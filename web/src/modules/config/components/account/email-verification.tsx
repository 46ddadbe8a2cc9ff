import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import type { Account } from '../../api/account-types';
import { useSendAccountVerification } from '../../api/send-account-verification';

/** Yellow's own text shade is too pale on its background (WCAG AA): the title takes the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * Why the signature is locked (SPEC §5: it needs a verified e-mail first) and the button that e-mails the
 * verification link. Without an address there is nothing to verify yet: the text says to add one.
 */
export function EmailVerification({ account }: { account: Account }) {
  const { t } = useTranslation('config-account');
  const send = useSendAccountVerification();
  const refusal = isApiError(send.error) ? (send.error.fieldError('email') ?? send.error.message) : null;

  if (!account.email) {
    return (
      <Alert color="yellow" icon={<IconMailExclamation size={18} />} title={t('verification.title')} styles={TITLE} data-testid="verification-needed">
        {t('verification.noEmail')}
      </Alert>
    );
  }

  return (
    <Alert color="yellow" icon={<IconMailExclamation size={18} />} title={t('verification.title')} styles={TITLE} data-testid="verification-needed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('verification.needed', { email: account.email })}</Text>
        {send.isSuccess && (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status" styles={TITLE} data-testid="verification-sent" w="100%">
            <Text size="sm" fw={600}>
              {send.data ?? t('verification.sent')}
            </Text>
            <Text size="sm">{t('verification.sentHint')}</Text>
          </Alert>
        )}
        {refusal && (
          <Text size="sm" c="red" role="alert" data-testid="verification-error">
            {refusal}
          </Text>
        )}
        <Button
          variant={send.isSuccess ? 'default' : 'filled'}
          leftSection={<IconMailCheck size={16} />}
          loading={send.isPending}
          onClick={() => send.mutate()}
          data-testid="send-verification"
        >
          {send.isSuccess ? t('verification.resend') : t('verification.send')}
        </Button>
      </Stack>
    </Alert>
  );
}

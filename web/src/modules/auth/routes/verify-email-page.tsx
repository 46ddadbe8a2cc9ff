import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useConfirmEmailVerification } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';

/** The alerts' own text shades are too pale on their backgrounds (WCAG AA): titles take the body's text colour. */
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** /verificar-correo?token=…: the link of the verification e-mail; confirms the address once, signed in or not. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth-verify');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailVerification();
  const { mutate } = confirm;
  // The token works once: the check runs a single time, also under StrictMode's double effects.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const failure = !token ? t('invalidLink') : isApiError(confirm.error) ? (confirm.error.fieldError('token') ?? confirm.error.message) : null;

  return (
    <AuthLayout>
      <Stack gap="md" data-testid="verify-email">
        <Title order={2}>{t('title')}</Title>
        {failure ? (
          <>
            <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('failedTitle')} styles={TITLE} role="alert" data-testid="verify-error">
              <Text size="sm">{failure}</Text>
              <Text size="sm" mt={4}>
                {t('askAgain')}
              </Text>
            </Alert>
            <Button component={Link} to="/config/cuenta" fullWidth>
              {t('toAccount')}
            </Button>
          </>
        ) : confirm.isSuccess ? (
          <>
            <Alert color="teal" icon={<IconCircleCheck size={18} />} title={confirm.data || t('done')} styles={TITLE} role="status" data-testid="verify-done">
              {t('doneBody')}
            </Alert>
            <Button component={Link} to="/config/cuenta" fullWidth data-testid="verify-to-account">
              {t('toAccount')}
            </Button>
          </>
        ) : (
          <Stack align="center" gap="sm" py="lg">
            <Loader />
            <Text c="dimmed">{t('checking')}</Text>
          </Stack>
        )}
        <Button component={Link} to="/login" variant="subtle" fullWidth>
          {t('toLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}

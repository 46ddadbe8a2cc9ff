import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { safeNext } from '../safe-next';

/** /login: language choice, user and password, links to password recovery and registration. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : t('validation.required')),
      password: (value) => (value ? null : t('validation.required')),
    },
  });
  const error = isApiError(login.error) ? login.error : null;

  const submit = form.onSubmit((values) =>
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        // A registered administrator who left before setup finishes it first (docs/decisions.md).
        onSuccess: (me) => void navigate(me.company.setup_completed ? safeNext(params.get('next')) : '/setup?mode=welcome', { replace: true }),
      },
    ),
  );

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack gap="md">
          <div>
            <Title order={2}>{t('login.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          {error && (
            // The message is the alert's body, not its title: a title would become the alert's accessible
            // name and collide with the field labels ('Usuario y/o contraseña…' vs 'Contraseña').
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="login-error" role="alert">
              <Text size="sm" fw={600}>
                {error.message}
              </Text>
              {error.detail && <Text size="sm">{error.detail}</Text>}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            autoFocus
            data-testid="login-username"
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            data-testid="login-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/password-reset" size="sm" data-testid="forgot-password">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={login.isPending} leftSection={<IconLogin2 size={18} />} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to="/register" fw={600} data-testid="register-link">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api';
import { useConfirmPasswordReset } from '../api/password-reset';
import { passwordRules } from '../validation';

export function ConfirmResetForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: passwordRules(t),
  });
  const error = isApiError(confirm.error) ? confirm.error : null;

  const submit = form.onSubmit((values) =>
    confirm.mutate(
      { token, ...values },
      {
        onError: (failure) => {
          if (isApiError(failure)) form.setErrors({ password: failure.fieldError('password'), password_confirmation: failure.fieldError('password_confirmation') });
        },
      },
    ),
  );

  if (confirm.isSuccess) {
    return (
      <Stack gap="md" data-testid="reset-done">
        <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('reset.doneTitle')}>
          {confirm.data.message ?? t('reset.done')}
        </Alert>
        <Button component={Link} to="/login" fullWidth data-testid="reset-login">
          {t('reset.goToLogin')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="reset-confirm-form">
      <Stack gap="md">
        <div>
          <Title order={2}>{t('reset.newTitle')}</Title>
          <Text c="dimmed" size="sm">
            {t('reset.newSubtitle')}
          </Text>
        </div>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={error.message} role="alert" data-testid="reset-error">
            {error.fieldError('token') ?? null}
          </Alert>
        )}
        <PasswordInput label={t('fields.password')} autoComplete="new-password" data-testid="reset-password" {...form.getInputProps('password')} />
        <PasswordInput
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          data-testid="reset-password-confirmation"
          {...form.getInputProps('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={confirm.isPending} data-testid="reset-confirm-submit">
          {t('reset.save')}
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

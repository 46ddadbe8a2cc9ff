import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRequestPasswordReset } from '../api/password-reset';

export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const reset = useRequestPasswordReset();
  const form = useForm({
    initialValues: { username: '' },
    validate: { username: (value) => (value.trim() ? null : t('validation.required')) },
  });

  return (
    <form onSubmit={form.onSubmit(({ username }) => reset.mutate(username.trim()))} noValidate data-testid="reset-request-form">
      <Stack gap="md">
        <div>
          <Title order={2}>{t('reset.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('reset.subtitle')}
          </Text>
        </div>
        {reset.isSuccess ? (
          <Alert color="teal" icon={<IconMailCheck size={18} />} data-testid="reset-sent" role="status">
            {reset.data.message ?? t('reset.sent')}
          </Alert>
        ) : (
          <>
            <TextInput label={t('reset.username')} autoComplete="username" autoFocus data-testid="reset-username" {...form.getInputProps('username')} />
            <Button type="submit" fullWidth loading={reset.isPending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/login" size="sm" ta="center">
          {t('reset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

import { Button, Card, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useChangeAccountPassword } from '../../api/change-account-password';
import { notifySuccess } from '@/components/ui/notify-success';
import { passwordRules, type PasswordValues } from './account-rules';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '', end_other_sessions: true };

/** A new password, with the current one; other sessions end unless the user keeps them. */
export function PasswordCard() {
  const { t } = useTranslation('config-account');
  const change = useChangeAccountPassword();
  const form = useForm<PasswordValues>({ initialValues: EMPTY, validate: passwordRules(t) });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: (message) => {
        form.reset();
        notifySuccess(typeof message === 'string' && message ? message : t('password.done'));
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const fieldErrors = FIELDS.filter((field) => error.fieldError(field));
        if (error.status === 422 && fieldErrors.length > 0) {
          fieldErrors.forEach((field) => form.setFieldError(field, error.fieldError(field)));
        } else if (error.status !== 401) {
          notifyApiError(error);
        }
      },
    }),
  );

  return (
    <Card withBorder radius="md" padding="xl" data-testid="account-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={4}>{t('password.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('password.description')}
            </Text>
          </div>
          <SimpleGrid type="container" cols={{ base: 1, '640px': 3 }} spacing="md">
            <PasswordInput label={t('password.current')} required autoComplete="current-password" {...form.getInputProps('current_password')} />
            <PasswordInput label={t('password.new')} required autoComplete="new-password" description={t('password.newHint')} {...form.getInputProps('password')} />
            <PasswordInput label={t('password.confirmation')} required autoComplete="new-password" {...form.getInputProps('password_confirmation')} />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Checkbox label={t('password.endOthers')} {...form.getInputProps('end_other_sessions', { type: 'checkbox' })} />
            <Button type="submit" loading={change.isPending} data-testid="change-password">
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

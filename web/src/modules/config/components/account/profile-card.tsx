import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isApiError, notifyApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import type { Account } from '../../api/account-types';
import { useUpdateAccount } from '../../api/update-account';
import { notifySuccess } from '@/components/ui/notify-success';
import { accountPatch, accountRules, accountValues, changesEmail, EMAIL_MAX, FIRST_NAME_MAX, hasChanges, LAST_NAME_MAX } from './account-rules';
import { ReadOnlyField } from './read-only-field';

const FIELDS = ['first_name', 'last_name', 'email', 'locale'] as const;

/** Own names, e-mail (with its verification state) and language; what only an administrator changes, read-only. */
export function ProfileCard({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('config-account');
  const { company } = useMe();
  const update = useUpdateAccount();
  const form = useForm({ initialValues: accountValues(account), validate: accountRules(t) });
  const trialEnds = company.trial_ends_at ? new Date(company.trial_ends_at).toLocaleDateString(i18n.language) : null;

  const submit = form.onSubmit((values) => {
    if (!hasChanges(values, account)) {
      notifications.show({ color: 'blue', message: t('profile.noChanges'), 'data-testid': 'toast-no-changes' });
      return;
    }
    const newEmail = changesEmail(values, account) && values.email.trim() !== '';
    update.mutate(accountPatch(values, account.version), {
      onSuccess: () => notifySuccess(newEmail ? t('profile.savedNewEmail') : t('profile.saved')),
      onError: (error) => {
        if (!isApiError(error)) return;
        const fieldErrors = FIELDS.filter((field) => error.fieldError(field));
        if (error.status === 422 && fieldErrors.length > 0) {
          fieldErrors.forEach((field) => form.setFieldError(field, error.fieldError(field)));
        } else if (error.status !== 401) {
          notifyApiError(error);
        }
      },
    });
  });

  return (
    <Card withBorder radius="md" padding="xl" data-testid="account-profile">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={4}>{t('profile.title')}</Title>
          <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }} spacing="md">
            <TextInput label={t('profile.firstName')} required maxLength={FIRST_NAME_MAX} autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label={t('profile.lastName')} required maxLength={LAST_NAME_MAX} autoComplete="family-name" {...form.getInputProps('last_name')} />
            <TextInput
              label={
                <Group gap={6} component="span" wrap="nowrap">
                  {t('profile.email')}
                  {account.email && (
                    <Badge size="xs" variant="filled" color={account.email_verified ? 'teal.9' : 'gray.7'} data-testid="email-status">
                      {account.email_verified ? t('profile.verified') : t('profile.unverified')}
                    </Badge>
                  )}
                </Group>
              }
              type="email"
              maxLength={EMAIL_MAX}
              autoComplete="email"
              description={t('profile.emailHint')}
              {...form.getInputProps('email')}
            />
            <Select
              label={t('profile.language')}
              data={[
                { value: 'es', label: t('languages.es') },
                { value: 'pt', label: t('languages.pt') },
              ]}
              allowDeselect={false}
              {...form.getInputProps('locale')}
            />
          </SimpleGrid>
          <SimpleGrid type="container" cols={{ base: 1, '420px': 2, '760px': 4 }} spacing="md">
            <ReadOnlyField label={t('profile.username')} value={account.username} testId="account-username" />
            <ReadOnlyField label={t('profile.position')} value={account.position ?? '—'} />
            <ReadOnlyField label={t('profile.profile')} value={account.profile ?? '—'} />
            <ReadOnlyField
              label={t('profile.company')}
              value={`${company.name} · ${t(`plans.${company.plan}`, { defaultValue: company.plan })}`}
              hint={trialEnds ? t('profile.trialEnds', { date: trialEnds }) : undefined}
              testId="account-company"
            />
          </SimpleGrid>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t('profile.readOnlyHint')}
            </Text>
            <Button type="submit" loading={update.isPending} data-testid="account-save">
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

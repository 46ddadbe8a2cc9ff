import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';

function Field({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** /config/cuenta: the signed-in user's data, read-only. */
export function AccountPage() {
  useHelpKey('config.account');
  const { t, i18n } = useTranslation('config');
  const { user, company } = useMe();
  const trialEnds = company.trial_ends_at ? new Date(company.trial_ends_at).toLocaleDateString(i18n.language) : null;

  return (
    <Stack gap="lg" data-testid="account-page">
      <Card withBorder radius="md" padding="xl">
        <Title order={3} mb="md">
          {t('account.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('account.name')} value={`${user.first_name} ${user.last_name}`} testId="account-name" />
          <Field label={t('account.username')} value={user.username} testId="account-username" />
          <Field
            label={t('account.email')}
            value={
              user.email ? (
                <Group gap="xs" component="span">
                  {user.email}
                  <Badge size="xs" color={user.email_verified ? 'teal' : 'gray'} variant="light">
                    {user.email_verified ? t('account.verified') : t('account.unverified')}
                  </Badge>
                </Group>
              ) : (
                '—'
              )
            }
          />
          <Field label={t('account.position')} value={user.position?.name ?? '—'} />
          <Field label={t('account.profile')} value={user.profile?.name ?? '—'} />
          <Field label={t('account.language')} value={t(`account.languages.${user.locale}`)} />
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" padding="xl">
        <Title order={3} mb="md">
          {t('account.company')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={t('account.companyName')} value={company.name} testId="account-company" />
          <Field label={t('account.plan')} value={t(`account.plans.${company.plan}`)} />
          {trialEnds && <Field label={t('account.trialEnds')} value={trialEnds} />}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '../api/get-me';
import { useSignOut } from '../api/sign-out';
import { OwnerFacts } from '../components/account/owner-facts';
import { PasswordForm } from '../components/account/password-form';
import { usePortalHref } from '../shell/base-path';

/** `/cuenta`: who the owner is, their password, and signing out. */
export default function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const href = usePortalHref();
  const signOut = useSignOut(() => navigate(href('/ingresar'), { replace: true }));

  if (!me.data) return <PageLoader />;
  return (
    <Stack gap="lg" maw={560} data-testid="account-page">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('account.title')}
      </Title>
      <OwnerFacts owner={me.data} />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="account-password">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="account-password">
            {t('account.passwordTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {me.data.has_password ? t('account.hasPasswordHint') : t('account.noPasswordHint')}
          </Text>
          <PasswordForm hasPassword={me.data.has_password} />
        </Stack>
      </Card>
      <Button
        variant="default"
        color="red"
        leftSection={<IconLogout size={18} />}
        loading={signOut.isPending}
        onClick={() => signOut.mutate()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('account.signOut')}
      </Button>
    </Stack>
  );
}

import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { accountQueryKey, useAccount } from '../api/get-account';
import { PasswordCard } from '../components/account/password-card';
import { ProfileCard } from '../components/account/profile-card';
import { SessionsCard } from '../components/account/sessions-card';
import { SignatureCard } from '../components/account/signature-card';
import { SectionHeader } from '../components/section-header';

/** /config/cuenta: own data and language, password, open sessions, and the signature (after the e-mail is verified). */
export function AccountPage() {
  useHelpKey('config-account.page');
  const { t } = useTranslation(['config-account', 'common']);
  const account = useAccount();
  const client = useQueryClient();
  const { user } = useMe();

  // The header's language switch saves the language elsewhere (preferences): read the account again.
  const seenLocale = useRef(user.locale);
  useEffect(() => {
    if (seenLocale.current === user.locale) return;
    seenLocale.current = user.locale;
    void client.invalidateQueries({ queryKey: accountQueryKey });
  }, [client, user.locale]);

  return (
    <Stack gap="lg" data-testid="account-page">
      <SectionHeader title={t('title')} description={t('description')} />
      {account.isPending ? (
        <Center mih={200}>
          <Loader />
        </Center>
      ) : account.isError ? (
        <Alert color="red" title={t('loadError')}>
          <Button variant="light" color="red" onClick={() => void account.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {/* A new version (saved here or elsewhere) starts the form over from what the server keeps. */}
          <ProfileCard key={`${account.data.version}-${account.data.locale}-${account.data.email ?? ''}`} account={account.data} />
          <SignatureCard account={account.data} />
          <PasswordCard />
          <SessionsCard />
        </>
      )}
    </Stack>
  );
}

import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { readToken } from '../api/token';
import type { Session } from '../api/types';
import { SignInForm } from '../components/sign-in/sign-in-form';
import { nextPath } from '../components/sign-in/sign-in-values';
import { useStartSession } from '../components/sign-in/use-start-session';
import { usePortalBase, usePortalHref } from '../shell/base-path';
import { PublicLayout } from '../shell/public-layout';

/** «Check your e-mail»: what follows asking for a link, whether or not the address is known. */
function LinkSent({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center" ta="center" data-testid="link-sent" role="status">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconMailCheck size={34} />
      </ThemeIcon>
      <Title order={2}>{t('signIn.sentTitle')}</Title>
      <Text>{t('signIn.sentBody', { email })}</Text>
      <Button variant="default" onClick={onBack}>
        {t('signIn.otherEmail')}
      </Button>
    </Stack>
  );
}

/** `/ingresar`: e-mail and password, or a sign-in link by e-mail. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { projectId } = usePortalBase();
  const href = usePortalHref();
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (readToken() && !sentTo) return <Navigate to={nextPath(location.search, href('/'))} replace />;

  const signedIn = async (session: Session) => {
    await startSession(session);
    await navigate(nextPath(location.search, href('/')), { replace: true });
  };

  return (
    <PublicLayout testId="sign-in-page">
      {sentTo ? (
        <LinkSent email={sentTo} onBack={() => setSentTo(null)} />
      ) : (
        <Stack gap="lg">
          <div>
            <Title order={1} fz={26}>
              {t('signIn.title')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('signIn.intro')}
            </Text>
          </div>
          <SignInForm projectId={projectId} onSignedIn={signedIn} onLinkSent={setSentTo} />
        </Stack>
      )}
    </PublicLayout>
  );
}

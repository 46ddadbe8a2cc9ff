import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api/errors';
import { useConsumeLink } from '../api/consume-link';
import { useStartSession } from '../components/sign-in/use-start-session';
import { usePortalHref } from '../shell/base-path';
import { PublicLayout } from '../shell/public-layout';

/** `/enlace/:token`: the link from the e-mail signs the owner in once, then home; a spent link says so. */
export default function LinkPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const href = usePortalHref();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const link = useConsumeLink(token);
  const started = useRef(false);

  useEffect(() => {
    if (!link.data || started.current) return;
    started.current = true;
    void startSession(link.data).then(() => navigate(href('/'), { replace: true }));
  }, [link.data, startSession, navigate, href]);

  if (link.isError) {
    const spent = isApiError(link.error) && link.error.status === 404;
    return (
      <PublicLayout testId="link-invalid">
        <Stack gap="md" align="center" ta="center" role="alert">
          <ThemeIcon size={64} radius="xl" variant="light" color="orange">
            <IconLinkOff size={34} />
          </ThemeIcon>
          <Title order={2}>{t(spent ? 'link.invalidTitle' : 'errors.loadTitle')}</Title>
          <Text>{spent ? t('link.invalidBody') : isApiError(link.error) ? link.error.message : t('errors.default')}</Text>
          <Button component={Link} to={href('/ingresar')} replace>
            {t('link.toSignIn')}
          </Button>
        </Stack>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout testId="link-checking">
      <Center py="xl">
        <Stack align="center" gap="sm">
          <Loader type="oval" color="gray" />
          <Text c="dimmed" role="status">
            {t('link.checking')}
          </Text>
        </Stack>
      </Center>
    </PublicLayout>
  );
}

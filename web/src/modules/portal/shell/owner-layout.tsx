import { Box, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useMe } from '../api/get-me';
import { readToken } from '../api/token';
import { LoadError } from '../components/shared/load-error';
import { applyOwnerLocale } from '../i18n/portal-i18n';
import { usePortalHref } from './base-path';
import { PortalHeader } from './portal-header';

/**
 * The signed-in screens: without a token the owner goes to sign in (and comes back here after); with one, the
 * owner is read once (a stale token answers 401, which the client turns into the same trip), their language applied
 * unless they chose one, and the screen drawn under the header.
 */
export function OwnerLayout() {
  const { i18n } = useTranslation();
  const href = usePortalHref();
  const location = useLocation();
  const token = readToken();
  const me = useMe(token !== null);
  const owner = token ? me.data : undefined;

  useEffect(() => {
    if (owner) void applyOwnerLocale(i18n, owner.locale);
  }, [owner, i18n]);

  if (!token) return <Navigate to={`${href('/ingresar')}?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      <PortalHeader company={owner?.company_name ?? null} />
      <Container size="md" px="md" py="md" component="main">
        {me.isPending ? <PageLoader /> : me.isError ? <LoadError error={me.error} onRetry={() => void me.refetch()} /> : <Outlet />}
      </Container>
    </Box>
  );
}

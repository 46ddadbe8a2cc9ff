import { Button, Group } from '@mantine/core';
import { IconAlertOctagon, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { isApiError } from '@/lib/api';
import { NotFoundPage } from './not-found-page';

/**
 * Error boundary of the route tree. A failed session load lands here (navigation aborted, SPEC §4);
 * anything else offers a reload, which also fetches a newer build after a failed chunk load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage home="/" />;

  if (isApiError(error)) {
    return (
      <StatusPage
        testId="session-error"
        color="orange"
        icon={<IconCloudOff size={36} />}
        title={t('errors.sessionTitle')}
        description={`${t('errors.sessionDetail')} (${error.message})`}
        actions={
          <Group>
            <Button onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
              {t('actions.retry')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('actions.goToLogin')}
            </Button>
          </Group>
        }
      />
    );
  }

  console.error(error);
  return (
    <StatusPage
      testId="route-error"
      color="red"
      icon={<IconAlertOctagon size={36} />}
      title={t('errors.unexpectedTitle')}
      description={t('errors.unexpectedDetail')}
      actions={<Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>}
    />
  );
}

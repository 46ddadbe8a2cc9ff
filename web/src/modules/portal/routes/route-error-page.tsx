import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';

/** A screen's file that is gone: a new version was published while the page was open. */
export function isStaleChunk(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message);
}

/** What a screen that failed to draw shows instead of a blank page: a new version to load, or a plain error. */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const stale = isStaleChunk(error);
  if (!stale) console.error(error);
  return (
    <StatusPage
      icon={<IconRefresh size={36} />}
      color={stale ? 'blue' : 'red'}
      title={t(stale ? 'errors.newVersionTitle' : 'errors.loadTitle')}
      description={t(stale ? 'errors.newVersion' : 'errors.default')}
      actions={
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
      testId="route-error"
    />
  );
}

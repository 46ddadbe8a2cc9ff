import { Button } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';

export function NotFoundPage({ home = '/home' }: { home?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found"
      icon={<IconMapSearch size={36} />}
      title={t('errors.notFoundTitle')}
      description={t('errors.notFoundDetail')}
      actions={
        <Button component={Link} to={home} variant="light">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}

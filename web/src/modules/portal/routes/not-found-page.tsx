import { Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/ui/status-page';
import { usePortalHref } from '../shell/base-path';

/** What a wrong address, or a unit or request that is not the owner's, shows (the server answers 404 for both). */
export function NotFoundContent() {
  const { t } = useTranslation();
  const href = usePortalHref();
  return (
    <StatusPage
      icon={<IconMapPinOff size={36} />}
      title={t('notFound.title')}
      description={t('notFound.body')}
      actions={
        <Button component={Link} to={href('/')}>
          {t('common.backHome')}
        </Button>
      }
      testId="not-found"
    />
  );
}

export default function NotFoundPage() {
  return <NotFoundContent />;
}

import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from './status-page';

/** Shown for a module the user's profile lacks (SPEC §6 wording). */
export function NoPermissionPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="no-permission"
      color="red"
      icon={<IconLock size={36} />}
      title={t('errors.forbidden')}
      description={t('errors.forbiddenDetail')}
      actions={
        <Button component={Link} to="/home" variant="light">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}

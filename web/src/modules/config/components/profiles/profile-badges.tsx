import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../api/types';

/** 'Administrador' and 'Módulos deshabilitados' badges of a profile, when they apply. */
export function ProfileBadges({ profile }: { profile: Pick<Profile, 'is_admin' | 'module_disabled'> }) {
  const { t } = useTranslation('config');
  return (
    <>
      {profile.is_admin && (
        <Badge size="sm" variant="light" color="grape" tt="none" data-testid="badge-admin">
          {t('profiles.admin')}
        </Badge>
      )}
      {profile.module_disabled && (
        <Badge size="sm" variant="light" color="orange" tt="none" data-testid="badge-module-disabled">
          {t('profiles.moduleDisabled')}
        </Badge>
      )}
    </>
  );
}

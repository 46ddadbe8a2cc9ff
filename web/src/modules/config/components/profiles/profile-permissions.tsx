import { Alert, SimpleGrid } from '@mantine/core';
import { IconInfoCircle, IconLockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PermissionGroup, Profile } from '../../api/types';
import { PermissionGroupCard } from './permission-group-card';

interface ProfilePermissionsProps {
  profile: Profile;
  catalogue: PermissionGroup[];
  busy: boolean;
  onToggle: (key: string, granted: boolean) => void;
}

/** The profile's permissions, one card per catalogue group, with why some cannot change. */
export function ProfilePermissions({ profile, catalogue, busy, onToggle }: ProfilePermissionsProps) {
  const { t } = useTranslation('config');
  const granted = new Set(profile.permissions);

  return (
    <>
      {profile.is_admin && (
        <Alert color="grape" icon={<IconInfoCircle size={18} />} title={t('profiles.adminTitle')} data-testid="admin-alert">
          {t('profiles.adminAlert')}
        </Alert>
      )}
      {profile.module_disabled && (
        <Alert color="orange" icon={<IconLockOff size={18} />} title={t('profiles.moduleDisabled')} data-testid="module-disabled-alert">
          {t('profiles.moduleDisabledAlert')}
        </Alert>
      )}
      <SimpleGrid type="container" cols={{ base: 1, '640px': 2 }} spacing="md" data-testid="permission-groups">
        {catalogue.map((group) => (
          <PermissionGroupCard
            key={group.group}
            group={group}
            granted={granted}
            adminProfile={profile.is_admin}
            busy={busy}
            onToggle={onToggle}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api';
import { usePermissionCatalogue } from '../../api/get-permissions';
import { useProfile } from '../../api/get-profile';
import { useSetProfilePermission } from '../../api/set-profile-permission';
import type { Profile } from '../../api/types';
import { useUpdateProfile } from '../../api/update-profile';
import { notifySuccess } from '@/components/ui/notify-success';
import { ProfileHeader } from './profile-header';
import { ProfilePermissions } from './profile-permissions';

interface ProfileDetailProps {
  profileId: string;
  onRename: (profile: Profile) => void;
  onDuplicate: (profile: Profile) => void;
  onDelete: (profile: Profile) => void;
}

/** The right-hand side of /config/permisos: one profile, its actions and its permission switches. */
export function ProfileDetail({ profileId, onRename, onDuplicate, onDelete }: ProfileDetailProps) {
  const { t } = useTranslation('config');
  const profile = useProfile(profileId);
  const catalogue = usePermissionCatalogue();
  const setPermission = useSetProfilePermission();
  const update = useUpdateProfile();

  if (profile.isPending || catalogue.isPending) {
    return (
      <Center py="xl">
        <Loader type="oval" size={40} color="gray" />
      </Center>
    );
  }
  if (profile.isError || catalogue.isError) {
    const error = profile.error ?? catalogue.error;
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('profiles.loadError')} data-testid="profile-error">
        {isApiError(error) ? error.message : null}
      </Alert>
    );
  }

  const current = profile.data;
  const toggle = (key: string, granted: boolean) =>
    setPermission.mutate({ profileId: current.id, key, granted, version: current.version });
  const toggleModules = (disabled: boolean) =>
    update.mutate(
      { id: current.id, name: current.name, module_disabled: disabled, permissions: current.permissions, version: current.version },
      { onSuccess: (saved) => notifySuccess(t(disabled ? 'profiles.modulesOff' : 'profiles.modulesOn', { name: saved.name })) },
    );

  return (
    <Stack gap="md" data-testid="profile-detail" aria-busy={setPermission.isPending || undefined}>
      <ProfileHeader
        profile={current}
        savingModules={update.isPending}
        onToggleModules={toggleModules}
        onRename={() => onRename(current)}
        onDuplicate={() => onDuplicate(current)}
        onDelete={() => onDelete(current)}
      />
      <ProfilePermissions
        profile={current}
        catalogue={catalogue.data}
        busy={setPermission.isPending || update.isPending || profile.isFetching}
        onToggle={toggle}
      />
    </Stack>
  );
}

import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/lib/api';
import { useDeleteProfile } from '../../api/delete-profile';
import { useProfiles } from '../../api/get-profiles';
import type { Profile } from '../../api/types';

interface DeleteProfileModalProps {
  opened: boolean;
  /** Kept by the caller after closing, so the dialog does not change while it fades out. */
  profile: Profile | null;
  onClose: () => void;
  /** After the deletion; `movedTo` names the profile that received the users, if any. */
  onDeleted: (profile: Profile, movedTo: Profile | null) => void;
}

/** The server's words for a refusal: the field message (why) when there is one, else the general message. */
const refusalOf = (error: ApiError) => (error.fieldMessages.length > 0 ? error.fieldMessages : [error.message]);

/**
 * Deletes a profile after confirmation. A profile with users is refused by the server (422); the dialog then
 * offers another profile to move them to and retries with `move_users_to`.
 */
function DeleteProfileForm({ profile, onClose, onDeleted }: Omit<DeleteProfileModalProps, 'opened'> & { profile: Profile }) {
  const { t } = useTranslation(['config', 'common']);
  const remove = useDeleteProfile();
  const all = useProfiles('');
  const [moving, setMoving] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const others = (all.data?.data ?? []).filter((other) => other.id !== profile.id);
  const lastAdmin = profile.is_admin && !others.some((other) => other.is_admin);

  const submit = async () => {
    const movedTo = moving ? (others.find((other) => other.id === target) ?? null) : null;
    try {
      await remove.mutateAsync({ id: profile.id, move_users_to: movedTo?.id });
      onDeleted(profile, movedTo);
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setRefusal(refusalOf(error));
      // Users still hold the profile: offer to move them, unless it is the last administrator profile.
      if (error.status === 422 && 'id' in error.errors && !lastAdmin && others.length > 0) setMoving(true);
    }
  };

  return (
    <Stack gap="md" data-testid="delete-profile">
      <Text size="sm">{t('profiles.delete.confirm', { name: profile.name })}</Text>
      {refusal && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="delete-profile-refusal">
          {refusal.length === 1 ? (
            <Text size="sm">{refusal[0]}</Text>
          ) : (
            <List size="sm" spacing={2}>
              {refusal.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {moving && (
        <Select
          label={t('profiles.delete.moveLabel')}
          description={t('profiles.delete.moveDescription')}
          placeholder={t('profiles.delete.movePlaceholder')}
          data={others.map((other) => ({ value: other.id, label: other.name }))}
          value={target}
          onChange={setTarget}
          searchable
          required
          data-testid="move-users-to"
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button color="red" onClick={() => void submit()} loading={remove.isPending} disabled={moving && !target} data-testid="confirm-delete-profile">
          {moving ? t('profiles.delete.moveSubmit') : t('profiles.delete.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function DeleteProfileModal({ opened, profile, onClose, onDeleted }: DeleteProfileModalProps) {
  const { t } = useTranslation('config');
  return (
    <Modal opened={opened && profile !== null} onClose={onClose} title={t('profiles.delete.title')} centered>
      {profile && <DeleteProfileForm key={profile.id} profile={profile} onClose={onClose} onDeleted={onDeleted} />}
    </Modal>
  );
}

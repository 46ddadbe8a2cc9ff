import { useTranslation } from 'react-i18next';
import { useCreateProfile } from '../../api/create-profile';
import { useDuplicateProfile } from '../../api/duplicate-profile';
import type { Profile } from '../../api/types';
import { useUpdateProfile } from '../../api/update-profile';
import { NameModal } from '../name-modal';
import { notifySuccess } from '@/components/ui/notify-success';

export type NameDialogKind = 'create' | 'rename' | 'duplicate';

interface ProfileNameDialogProps {
  kind: NameDialogKind;
  opened: boolean;
  /** The profile renamed or duplicated (unused when creating). */
  profile: Profile | null;
  onClose: () => void;
  /** The created, renamed or copied profile, to select it. */
  onSaved: (profile: Profile) => void;
}

/** "Nuevo perfil", "Renombrar" and "Duplicar": the same one-name dialog sending to three endpoints. */
export function ProfileNameDialog({ kind, opened, profile, onClose, onSaved }: ProfileNameDialogProps) {
  const { t } = useTranslation(['config', 'common']);
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const duplicate = useDuplicateProfile();

  const submit = async (name: string) => {
    let saved: Profile;
    if (kind === 'create' || !profile) {
      // A new profile starts without permissions; they are switched on in the editor it opens in.
      saved = await create.mutateAsync({ name, module_disabled: false, permissions: [] });
      notifySuccess(t('profiles.created', { name }));
    } else if (kind === 'rename') {
      const { id, module_disabled, permissions, version } = profile;
      saved = await update.mutateAsync({ id, name, module_disabled, permissions, version, notify: false });
      notifySuccess(t('profiles.renamed', { name }));
    } else {
      saved = await duplicate.mutateAsync({ id: profile.id, name });
      notifySuccess(t('profiles.duplicated', { name }));
    }
    onSaved(saved);
  };

  const text = {
    create: { title: t('profiles.newTitle'), submit: t('profiles.create'), initial: '', description: t('profiles.newDescription') },
    rename: { title: t('profiles.renameTitle'), submit: t('common:actions.save'), initial: profile?.name ?? '', description: undefined },
    duplicate: {
      title: t('profiles.duplicateTitle'),
      submit: t('profiles.actions.duplicate'),
      initial: profile ? t('profiles.copyName', { name: profile.name }) : '',
      description: profile ? t('profiles.duplicateDescription', { name: profile.name }) : undefined,
    },
  }[kind];

  return (
    <NameModal
      opened={opened}
      onClose={onClose}
      title={text.title}
      label={t('profiles.name')}
      description={text.description}
      initialName={text.initial}
      submitLabel={text.submit}
      onSubmit={submit}
      testId={`profile-${kind}-form`}
    />
  );
}

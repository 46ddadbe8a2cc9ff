import { Grid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useProfiles } from '../api/get-profiles';
import type { Profile } from '../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { DeleteProfileModal } from '../components/profiles/delete-profile-modal';
import { ProfileDetail } from '../components/profiles/profile-detail';
import { ProfileList } from '../components/profiles/profile-list';
import { ProfileNameDialog, type NameDialogKind } from '../components/profiles/profile-name-dialog';
import { SectionHeader } from '../components/section-header';

/** The chosen profile travels in the URL, so a reload or a shared link opens the same one. */
const SELECTED = 'perfil';

/** Side by side once the section is wide enough (container queries: the config menu and help panel take room). */
const GRID_BREAKPOINTS = { xs: '400px', sm: '560px', md: '700px', lg: '960px', xl: '1200px' };

/** /config/permisos: profiles on the left; the chosen one's permissions, by group, on the right. */
export default function ProfilesPage() {
  useHelpKey('config.profiles');
  const { t } = useTranslation(['config', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const profiles = useProfiles(debounced);
  const [params, setParams] = useSearchParams();
  const list = profiles.data?.data ?? [];
  const selectedId = params.get(SELECTED) ?? list[0]?.id ?? null;
  const select = (id: string | null) => setParams(id ? { [SELECTED]: id } : {}, { replace: true });

  // Dialogs keep their profile while fading out; `opened` says whether they show.
  const [nameDialog, setNameDialog] = useState<{ kind: NameDialogKind; profile: Profile | null; opened: boolean }>({ kind: 'create', profile: null, opened: false });
  const [deleting, setDeleting] = useState<{ profile: Profile | null; opened: boolean }>({ profile: null, opened: false });
  const openName = (kind: NameDialogKind, profile: Profile | null) => setNameDialog({ kind, profile, opened: true });

  const deleted = (profile: Profile, movedTo: Profile | null) => {
    notifySuccess(movedTo ? t('profiles.moved', { name: profile.name, target: movedTo.name }) : t('profiles.deleted', { name: profile.name }));
    select(null);
  };

  return (
    <Stack gap="lg" data-testid="profiles-page">
      <SectionHeader title={t('sections.permisos.title')} description={t('sections.permisos.description')} />
      <Grid type="container" breakpoints={GRID_BREAKPOINTS} gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <ProfileList
            profiles={list}
            loading={profiles.isPending}
            selectedId={selectedId}
            onSelect={select}
            search={search}
            onSearchChange={setSearch}
            onCreate={() => openName('create', null)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          {selectedId ? (
            <ProfileDetail
              profileId={selectedId}
              onRename={(profile) => openName('rename', profile)}
              onDuplicate={(profile) => openName('duplicate', profile)}
              onDelete={(profile) => setDeleting({ profile, opened: true })}
            />
          ) : (
            !profiles.isPending && (
              <Text c="dimmed" ta="center" py="xl">
                {t('profiles.select')}
              </Text>
            )
          )}
        </Grid.Col>
      </Grid>
      <ProfileNameDialog
        {...nameDialog}
        onClose={() => setNameDialog((state) => ({ ...state, opened: false }))}
        onSaved={(profile) => select(profile.id)}
      />
      <DeleteProfileModal
        {...deleting}
        onClose={() => setDeleting((state) => ({ ...state, opened: false }))}
        onDeleted={deleted}
      />
    </Stack>
  );
}

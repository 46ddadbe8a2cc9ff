import { Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareCandidates } from '../../api/get-share-candidates';
import { useSaveShare } from '../../api/save-share';
import type { CboxItem, ShareRights } from '../../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { ShareRightsFields } from './share-rights';

/** Picks a person of the project (searched on the server) and the rights to give them. */
export function AddShare({ item, sharedWith }: { item: CboxItem; sharedWith: ReadonlySet<string> }) {
  const { t } = useTranslation('cbox');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [userId, setUserId] = useState<string | null>(null);
  const [rights, setRights] = useState<ShareRights>({ download: item.rights.download, edit: false, share: false });
  const candidates = useShareCandidates(debounced);
  const save = useSaveShare();
  const options = (candidates.data ?? [])
    .filter((candidate) => !sharedWith.has(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: `${candidate.name} (${candidate.username})` }));
  const chosen = candidates.data?.find((candidate) => candidate.id === userId);

  const submit = () => {
    if (!userId) return;
    save.mutate(
      { itemId: item.id, userId, ...rights },
      {
        onSuccess: () => {
          notifySuccess(t('share.added', { name: chosen?.name ?? '' }));
          setUserId(null);
          setSearch('');
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('share.addPerson')}
        placeholder={t('share.searchPlaceholder')}
        searchable
        clearable
        data={options}
        value={userId}
        onChange={setUserId}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already searched by name and username.
        filter={({ options: all }) => all}
        nothingFoundMessage={candidates.isFetching ? t('share.searching') : t('share.noCandidates')}
      />
      <Group justify="space-between" align="center" gap="sm">
        <ShareRightsFields value={rights} held={item.rights} onChange={setRights} />
        <Button leftSection={<IconUserPlus size={16} />} onClick={submit} disabled={!userId} loading={save.isPending}>
          {t('share.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

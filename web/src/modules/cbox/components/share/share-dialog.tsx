import { ActionIcon, Center, Divider, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeleteShare } from '../../api/delete-share';
import { useShares } from '../../api/get-shares';
import { useSaveShare } from '../../api/save-share';
import type { CboxItem, CboxShare } from '../../api/types';
import { notifySuccess } from '@/components/ui/notify-success';
import { AddShare } from './add-share';
import { ShareRightsFields } from './share-rights';

function ShareRow({ item, share }: { item: CboxItem; share: CboxShare }) {
  const { t } = useTranslation('cbox');
  const save = useSaveShare();
  const remove = useDeleteShare();
  const { user } = share;
  return (
    <Table.Tr data-testid="cbox-share-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {user.username}
        </Text>
      </Table.Td>
      <Table.Td>
        <ShareRightsFields
          value={{ download: share.download, edit: share.edit, share: share.share }}
          held={item.rights}
          disabled={save.isPending}
          onChange={(rights) =>
            save.mutate({ itemId: item.id, userId: user.id, ...rights }, { onSuccess: () => notifySuccess(t('share.updated', { name: user.name })) })
          }
        />
      </Table.Td>
      <Table.Td w={48}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('share.remove', { name: user.name })}
          loading={remove.isPending}
          onClick={() => remove.mutate({ itemId: item.id, userId: user.id }, { onSuccess: () => notifySuccess(t('share.removed', { name: user.name })) })}
        >
          <IconUserMinus size={18} />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

function ShareBody({ item }: { item: CboxItem }) {
  const { t } = useTranslation('cbox');
  const shares = useShares(item.id);
  const list = shares.data ?? [];
  return (
    <Stack gap="md">
      <AddShare item={item} sharedWith={new Set(list.map((share) => share.user.id))} />
      <Divider />
      <Title order={4}>{t('share.current')}</Title>
      {shares.isLoading ? (
        <Center py="md">
          <Loader type="oval" size={40} color="gray" />
        </Center>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('share.none')}
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={t('share.current')}>
          <Table.Tbody>
            {list.map((share) => (
              <ShareRow key={share.user.id} item={item} share={share} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** Who the item is shared with and what each may do, changed in place; plus adding a person. */
export function ShareDialog({ item, onClose }: { item: CboxItem | null; onClose: () => void }) {
  const { t } = useTranslation('cbox');
  return (
    <Modal opened={item !== null} onClose={onClose} title={item ? t('share.title', { name: item.name }) : ''} size="lg" centered>
      {item && <ShareBody item={item} />}
    </Modal>
  );
}

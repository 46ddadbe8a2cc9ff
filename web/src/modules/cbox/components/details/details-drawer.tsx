import { Alert, Button, Center, Divider, Drawer, Loader, Stack, Table, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadUrl } from '../../api/download-urls';
import { useItem } from '../../api/get-item';
import type { CboxItemDetail } from '../../api/types';
import { formatBytes } from '@/lib/format';
import { formatDateTime } from '../library/format';
import { RecordList } from './record-list';

function DetailFields({ item }: { item: CboxItemDetail }) {
  const { t, i18n } = useTranslation('cbox');
  const type = item.kind === 'folder' ? t('item.folder') : item.extension ? t('details.fileType', { extension: item.extension.toUpperCase() }) : t('details.file');
  const rows: [string, string][] = [
    [t('details.name'), item.name],
    [t('details.size'), formatBytes(item.size, i18n.language)],
    [t('details.type'), type],
    [t('details.owner'), item.owner.name],
    [t('details.created'), formatDateTime(item.created_at, i18n.language)],
    [t('details.updated'), formatDateTime(item.updated_at, i18n.language)],
    [t('details.path'), [t('views.folder'), ...item.path.map((folder) => folder.name)].join(' / ')],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder data-testid="cbox-details-fields">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120}>{label}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-word' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `/cbox/folders/:folderId/:fileId`: the item's fields and its record list, in a drawer on the right. */
export function DetailsDrawer({ itemId, projectId, onClose }: { itemId: string | null; projectId: string | null; onClose: () => void }) {
  const { t } = useTranslation('cbox');
  const item = useItem(itemId);
  return (
    <Drawer opened={itemId !== null} onClose={onClose} position="right" size="md" title={item.data?.name ?? t('details.title')}>
      {item.isLoading ? (
        <Center py="xl">
          <Loader type="oval" size={40} color="gray" />
        </Center>
      ) : item.isError ? (
        <Alert color="red" data-testid="cbox-details-error">
          {item.error.message}
        </Alert>
      ) : item.data ? (
        <Stack gap="md">
          <DetailFields item={item.data} />
          {item.data.kind === 'file' && item.data.rights.download && (
            <Button component="a" href={downloadUrl(item.data.id, projectId)} download variant="default" leftSection={<IconDownload size={16} />}>
              {t('actions.download')}
            </Button>
          )}
          <Divider />
          <Title order={4}>{t('records.title')}</Title>
          <RecordList itemId={item.data.id} />
        </Stack>
      ) : null}
    </Drawer>
  );
}

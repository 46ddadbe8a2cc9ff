import { ActionIcon, Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { formatBytes } from '@/lib/format';
import { useDeleteFile } from '../../api/delete-file';
import type { FileOut } from '../../api/types';
import { formatDay } from '../shared/format';

interface FilesListProps {
  unitId: string;
  files: FileOut[];
  /** Certificates show who delivered them and when. */
  withDelivery: boolean;
  readOnly: boolean;
  emptyText: string;
}

/** A unit's files: name (downloads it), size, delivery data for certificates, and delete after a confirmation. */
export function FilesList({ unitId, files, withDelivery, readOnly, emptyText }: FilesListProps) {
  const { t, i18n } = useTranslation(['warranties-unit', 'common']);
  const remove = useDeleteFile();
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="files-empty">
        {emptyText}
      </Text>
    );
  }
  const confirmDelete = (file: FileOut) =>
    modals.openConfirmModal({
      title: t('files.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('files.deleteConfirm', { name: file.name })}</Text>,
      labels: { confirm: t('files.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-file' },
      onConfirm: () => remove.mutate({ unitId, id: file.id }, { onSuccess: () => notifySuccess(t('files.deleted', { name: file.name })) }),
    });
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="files-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('files.name')}</Table.Th>
            <Table.Th w={100}>{t('files.size')}</Table.Th>
            {withDelivery && <Table.Th>{t('files.deliveredBy')}</Table.Th>}
            <Table.Th w={120}>{withDelivery ? t('files.deliveredOn') : t('files.uploadedOn')}</Table.Th>
            <Table.Th w={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id} data-testid="file-row">
              <Table.Td>
                <Anchor href={file.url} size="sm" download={file.name}>
                  {file.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatBytes(file.size, i18n.language)}</Table.Td>
              {withDelivery && <Table.Td>{file.delivered_by ?? '—'}</Table.Td>}
              <Table.Td>{formatDay(withDelivery ? file.delivered_on : file.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('files.download')}>
                    <ActionIcon component="a" href={file.url} download={file.name} variant="subtle" aria-label={t('files.downloadNamed', { name: file.name })}>
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                  {!readOnly && (
                    <Tooltip label={t('files.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('files.deleteNamed', { name: file.name })} onClick={() => confirmDelete(file)}>
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ActionIcon, Badge, Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconPlus, IconSearch, IconTemplate, IconTrash } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useTemplates } from '../api/get-templates';
import { useDeleteTemplate } from '../api/save-template';
import type { Template } from '../api/types';
import { TemplateDrawer } from '../components/uploader/template-drawer';
import { TemplateFormModal, type TemplateFormMode } from '../components/uploader/template-form-modal';

/** `/verifications/uploader`: the company's verification templates, their items and plans. */
export function UploaderPage() {
  useHelpKey('verifications.uploader');
  const { t } = useTranslation(['verifications', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const templates = useTemplates({ search: debounced });
  const remove = useDeleteTemplate();
  const [formMode, setFormMode] = useState<TemplateFormMode | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = templates.data ?? [];

  const confirmDelete = (template: Template) =>
    modals.openConfirmModal({
      title: t('templates.deleteTitle'),
      children: t('templates.deleteBody', { name: template.name }),
      labels: { confirm: t('templates.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(template.id),
    });

  return (
    <Stack gap="md" data-testid="verifications-uploader">
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormMode({ kind: 'create' })} data-testid="new-template">
            {t('templates.new')}
          </Button>
        }
      />
      <TextInput aria-label={t('templates.search')} placeholder={t('templates.search')} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={{ base: '100%', xs: 300 }} />
      {templates.isLoading ? (
        <PageLoader />
      ) : templates.isError ? (
        <StatusPage icon={<IconAlertTriangle size={36} />} color="red" title={t('errors.listTitle')} description={templates.error.message} actions={<Button onClick={() => void templates.refetch()}>{t('errors.retry')}</Button>} />
      ) : (
        <DataTable
          withTableBorder
          borderRadius="md"
          highlightOnHover
          minHeight={rows.length === 0 ? 440 : undefined}
          records={rows}
          idAccessor="id"
          fetching={templates.isFetching}
          onRowClick={({ record }) => setOpenId(record.id)}
          rowStyle={() => ({ cursor: 'pointer' })}
          emptyState={<StatusPage icon={<IconTemplate size={36} />} title={t('templates.emptyTitle')} description={t('templates.emptyHint')} testId="templates-empty" />}
          data-testid="templates-table"
          columns={[
            { accessor: 'name', title: t('templates.name') },
            { accessor: 'value_name', title: t('templates.type'), render: (row) => (row.value_name ? <Badge variant="light">{row.value_name}</Badge> : '—') },
            { accessor: 'items_count', title: t('templates.itemsCount'), textAlign: 'right' },
            {
              accessor: 'actions',
              title: '',
              textAlign: 'right',
              render: (row) => (
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('templates.deleteNamed', { name: row.name })}
                    onClick={(event) => {
                      event.stopPropagation();
                      confirmDelete(row);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ),
            },
          ]}
        />
      )}
      <TemplateFormModal mode={formMode} onClose={() => setFormMode(null)} onSaved={(template) => setOpenId(template.id)} />
      <TemplateDrawer templateId={openId} onClose={() => setOpenId(null)} onEdit={(template) => setFormMode({ kind: 'edit', template })} />
    </Stack>
  );
}

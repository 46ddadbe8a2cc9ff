import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { notifySuccess } from '@/components/ui/notify-success';
import { useDeleteTaskTemplate } from '../api/cmanagement/delete-task-template';
import { useTaskTemplates } from '../api/cmanagement/get-task-templates';
import type { TaskTemplate } from '../api/cmanagement/types';
import { LoadError } from '../components/cmanagement/load-error';
import { TemplateFormDrawer } from '../components/cmanagement/template-form-drawer';
import { TemplatesTable } from '../components/cmanagement/templates-table';
import { SectionHeader } from '../components/section-header';

const PAGE_SIZE = 20;

/** /config/cmanagement/tasks: templates of tasks a ticket receives at once; search, create, edit, delete. */
export default function CmanagementTasksPage() {
  useHelpKey('config-cmanagement.templates');
  const { t } = useTranslation(['config-cmanagement', 'config', 'common']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  // The drawer edits `template`, or creates one when it is null (kept while the drawer slides out).
  const [drawer, setDrawer] = useState<{ opened: boolean; template: TaskTemplate | null }>({ opened: false, template: null });
  const templates = useTaskTemplates({ page, rowsPerPage: PAGE_SIZE, search: debounced });
  const remove = useDeleteTaskTemplate();

  const confirmDelete = (template: TaskTemplate) =>
    modals.openConfirmModal({
      title: t('templates.deleteTitle'),
      centered: true,
      children: <Text size="sm">{t('templates.deleteConfirm', { name: template.name })}</Text>,
      labels: { confirm: t('shared.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete-template' },
      onConfirm: () => remove.mutate(template.id, { onSuccess: () => notifySuccess(t('templates.deleted', { name: template.name })) }),
    });

  return (
    <Stack gap="lg" data-testid="cmanagement-templates-page">
      <SectionHeader
        title={t('config:sections.cmanagement.children.tasks')}
        description={t('templates.intro')}
        actions={
          <>
            <TextInput
              aria-label={t('templates.search')}
              placeholder={t('templates.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 220 }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDrawer({ opened: true, template: null })} data-testid="new-template">
              {t('templates.new')}
            </Button>
          </>
        }
      />
      {templates.isError ? (
        <LoadError onRetry={() => void templates.refetch()} />
      ) : (
        <TemplatesTable
          templates={templates.data?.data ?? []}
          fetching={templates.isFetching}
          searching={debounced.trim() !== ''}
          page={page}
          pageSize={PAGE_SIZE}
          total={templates.data?.total ?? 0}
          onPageChange={setPage}
          onEdit={(template) => setDrawer({ opened: true, template })}
          onDelete={confirmDelete}
        />
      )}
      <TemplateFormDrawer opened={drawer.opened} template={drawer.template} onClose={() => setDrawer((state) => ({ ...state, opened: false }))} />
    </Stack>
  );
}

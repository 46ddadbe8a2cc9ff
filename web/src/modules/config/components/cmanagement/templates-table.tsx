import { Badge, VisuallyHidden } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { TaskTemplate } from '../../api/cmanagement/types';
import { ActiveBadge } from './active-badge';
import { NameCell } from './name-cell';
import { RowActions } from './row-actions';

interface TemplatesTableProps {
  templates: TaskTemplate[];
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (template: TaskTemplate) => void;
  onDelete: (template: TaskTemplate) => void;
}

/** The task templates: name and description, how many tasks each adds, state; edit and delete. */
export function TemplatesTable(props: TemplatesTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-cmanagement');
  return (
    <DataTable<TaskTemplate>
      {...paged}
      minHeight={props.templates.length === 0 ? 220 : undefined}
      records={props.templates}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      noRecordsIcon={<IconListCheck size={36} stroke={1.4} aria-hidden />}
      noRecordsText={props.searching ? t('templates.emptySearch') : t('templates.empty')}
      data-testid="templates-table"
      columns={[
        { accessor: 'name', title: t('templates.columns.name'), render: (template) => <NameCell name={template.name} description={template.description} /> },
        {
          accessor: 'tasks',
          title: t('templates.columns.tasks'),
          textAlign: 'center',
          width: 110,
          render: (template) => (
            <Badge variant="light" color="blue" tt="none">
              {template.tasks.length}
            </Badge>
          ),
        },
        { accessor: 'active', title: t('templates.columns.active'), width: 110, render: (template) => <ActiveBadge active={template.active} scope="templates" /> },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('shared.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 100,
          render: (template) => <RowActions name={template.name} onEdit={() => props.onEdit(template)} onDelete={() => props.onDelete(template)} />,
        },
      ]}
    />
  );
}

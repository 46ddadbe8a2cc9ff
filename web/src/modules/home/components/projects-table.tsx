import { Badge, Group, Text } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { Project } from '../api/types';
import { ActiveProjectButton } from './active-project-button';

export type ProjectSort = DataTableSortStatus<Project>;

interface ProjectsTableProps {
  projects: Project[];
  activeId: string | null;
  activatingId: string | null;
  onActivate: (id: string) => void;
  fetching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  sort: ProjectSort;
  onSortChange: (sort: ProjectSort) => void;
}

export function ProjectsTable(props: ProjectsTableProps) {
  const paged = usePagedTable();
  const { t, i18n } = useTranslation(['home', 'common']);
  const { projects, activeId, activatingId, onActivate } = props;
  const formatDate = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString(i18n.language) : '—');

  return (
    <DataTable<Project>
      {...paged}
      minHeight={220}
      records={projects}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={props.sort}
      onSortStatusChange={props.onSortChange}
      noRecordsText={t('projects.empty')}
      data-testid="projects-table"
      columns={[
        {
          accessor: 'name',
          title: t('projects.columns.name'),
          sortable: true,
          render: (project) => (
            <Group gap={6} align="center">
              <Text size="sm" fw={600}>
                {project.name}
              </Text>
              {project.is_example && (
                <Badge size="xs" variant="outline" color="grape" style={{ flexShrink: 0, overflow: 'visible' }}>
                  {t('projects.example')}
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'code', title: t('projects.columns.code'), sortable: true, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xs})`, render: (p) => p.code ?? '—' },
        { accessor: 'city', title: t('projects.columns.city'), sortable: true, visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`, render: (p) => p.city ?? '—' },
        { accessor: 'group', title: t('projects.columns.group'), visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`, render: (p) => p.group?.name ?? '—' },
        {
          accessor: 'municipal_reception_date',
          title: t('projects.columns.reception'),
          // Shown from lg: with both side panels open, narrower screens need the room for the action button.
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
          render: (p) => formatDate(p.municipal_reception_date),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          noWrap: true,
          render: (p) => (
            <ActiveProjectButton
              projectId={p.id}
              name={p.name}
              active={p.id === activeId}
              loading={activatingId === p.id}
              onActivate={onActivate}
            />
          ),
        },
      ]}
    />
  );
}

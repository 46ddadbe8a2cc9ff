import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { IconCategory, IconForms } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { Category } from '../../api/cmanagement/types';
import { ActiveBadge } from './active-badge';
import { NameCell } from './name-cell';
import { RowActions } from './row-actions';

interface CategoriesTableProps {
  categories: Category[];
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

const count = (value: number) => (
  <Badge variant="light" color={value > 0 ? 'blue' : 'gray'} tt="none">
    {value}
  </Badge>
);

/** The ticket categories: name and description, state, how many tickets each has; its fields (with their count), edit, delete. */
export function CategoriesTable(props: CategoriesTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-cmanagement');
  return (
    <DataTable<Category>
      {...paged}
      minHeight={props.categories.length === 0 ? 220 : undefined}
      records={props.categories}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      noRecordsIcon={<IconCategory size={36} stroke={1.4} aria-hidden />}
      noRecordsText={props.searching ? t('categories.emptySearch') : t('categories.empty')}
      data-testid="categories-table"
      columns={[
        { accessor: 'name', title: t('categories.columns.name'), render: (category) => <NameCell name={category.name} description={category.description} /> },
        { accessor: 'active', title: t('categories.columns.active'), width: 90, render: (category) => <ActiveBadge active={category.active} scope="categories" /> },
        { accessor: 'tickets_count', title: t('categories.columns.tickets'), textAlign: 'center', width: 80, render: (category) => count(category.tickets_count) },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('shared.actions')}</VisuallyHidden>,
          textAlign: 'right',
          // The fields' count sits on the button that opens them: a column of its own does not fit beside the
          // configuration menu and the help panel.
          width: 230,
          render: (category) => (
            <RowActions name={category.name} onEdit={() => props.onEdit(category)} onDelete={() => props.onDelete(category)}>
              <Button
                component={Link}
                to={`/config/cmanagement/custom-fields?category=${encodeURIComponent(category.id)}`}
                size="compact-sm"
                variant="subtle"
                leftSection={<IconForms size={16} />}
                aria-label={t('categories.fieldsOf', { name: category.name })}
              >
                {t('categories.fieldsCount', { count: category.fields_count })}
              </Button>
            </RowActions>
          ),
        },
      ]}
    />
  );
}

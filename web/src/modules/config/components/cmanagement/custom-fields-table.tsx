import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { usePagedTable } from '@/components/ui/use-paged-table';
import type { CustomField } from '../../api/cmanagement/types';
import { ActiveBadge } from './active-badge';
import { hasOptions } from './custom-field-form';
import { NameCell } from './name-cell';
import { RowActions } from './row-actions';

interface CustomFieldsTableProps {
  fields: CustomField[];
  fetching: boolean;
  searching: boolean;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (field: CustomField) => void;
  onDelete: (field: CustomField) => void;
}

/** The fields of one category: name (marked when required), type and how many options, state; edit and delete (or retire). */
export function CustomFieldsTable(props: CustomFieldsTableProps) {
  const paged = usePagedTable();
  const { t } = useTranslation('config-cmanagement');
  return (
    <DataTable<CustomField>
      {...paged}
      minHeight={props.fields.length === 0 ? 220 : undefined}
      records={props.fields}
      fetching={props.fetching}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      noRecordsIcon={<IconForms size={36} stroke={1.4} aria-hidden />}
      noRecordsText={props.searching ? t('fields.emptySearch') : t('fields.empty')}
      data-testid="custom-fields-table"
      columns={[
        {
          accessor: 'name',
          title: t('fields.columns.name'),
          render: (field) => (
            <NameCell name={field.name} description={field.description}>
              {field.required && (
                <Badge size="xs" variant="light" color="red" tt="none" data-testid="field-required">
                  {t('fields.required')}
                </Badge>
              )}
            </NameCell>
          ),
        },
        {
          // The options' count goes under the type: separate columns for it and for "required" do not fit beside
          // the configuration menu and the help panel.
          accessor: 'kind',
          title: t('fields.columns.kind'),
          width: 150,
          render: (field) => (
            <Stack gap={2} align="flex-start">
              <Badge variant="outline" color="gray" tt="none">
                {field.kind === 'user' && field.multiple ? t('kinds.users') : t(`kinds.${field.kind}`)}
              </Badge>
              {hasOptions(field.kind) && (
                <Text size="xs" c="dimmed">
                  {t('fields.optionsCount', { count: field.options.length })}
                </Text>
              )}
            </Stack>
          ),
        },
        { accessor: 'active', title: t('fields.columns.active'), width: 100, render: (field) => <ActiveBadge active={field.active} scope="fields" /> },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('shared.actions')}</VisuallyHidden>,
          textAlign: 'right',
          width: 90,
          render: (field) => <RowActions name={field.name} onEdit={() => props.onEdit(field)} onDelete={() => props.onDelete(field)} />,
        },
      ]}
    />
  );
}

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { useCustomFields } from '../api/cmanagement/get-custom-fields';
import type { CustomField } from '../api/cmanagement/types';
import { ActiveFieldsCount } from '../components/cmanagement/active-fields-count';
import { CategoryPicker, useCategoryChoices } from '../components/cmanagement/category-picker';
import { GENERAL } from '../components/cmanagement/custom-field-form';
import { CustomFieldFormModal } from '../components/cmanagement/custom-field-form-modal';
import { CustomFieldsTable } from '../components/cmanagement/custom-fields-table';
import { LoadError } from '../components/cmanagement/load-error';
import { useFieldRemoval } from '../components/cmanagement/use-field-removal';
import { SectionHeader } from '../components/section-header';

const PAGE_SIZE = 50;

/**
 * /config/cmanagement/custom-fields: the extra fields of the tickets, the general ones or one category's (the category
 * travels in the URL, `?category=<id>`, so the categories screen links here); create, edit, delete or retire.
 */
export default function CmanagementCustomFieldsPage() {
  useHelpKey('config-cmanagement.fields');
  const { t } = useTranslation(['config-cmanagement', 'config']);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || GENERAL;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  // The dialog edits `field`, or creates one when it is null (kept while the dialog fades out).
  const [dialog, setDialog] = useState<{ opened: boolean; field: CustomField | null }>({ opened: false, field: null });
  const fields = useCustomFields({ category, page, rowsPerPage: PAGE_SIZE, search: debounced });
  const choices = useCategoryChoices();
  const confirmDelete = useFieldRemoval();
  const rows = fields.data?.data ?? [];

  return (
    <Stack gap="lg" data-testid="cmanagement-fields-page">
      <SectionHeader
        title={t('config:sections.cmanagement.children.custom-fields')}
        description={t('fields.intro')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, field: null })} data-testid="new-field">
            {t('fields.new')}
          </Button>
        }
      />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Group align="flex-end" gap="sm">
          <CategoryPicker
            value={category}
            choices={choices}
            onChange={(next) => {
              setParams(next === GENERAL ? {} : { category: next }, { replace: true });
              setPage(1);
            }}
          />
          <ActiveFieldsCount category={category} rows={rows} />
        </Group>
        <TextInput
          aria-label={t('fields.search')}
          placeholder={t('fields.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {fields.isError ? (
        <LoadError onRetry={() => void fields.refetch()} />
      ) : (
        <CustomFieldsTable
          fields={rows}
          fetching={fields.isFetching}
          searching={debounced.trim() !== ''}
          page={page}
          pageSize={PAGE_SIZE}
          total={fields.data?.total ?? 0}
          onPageChange={setPage}
          onEdit={(field) => setDialog({ opened: true, field })}
          onDelete={confirmDelete}
        />
      )}
      <CustomFieldFormModal
        opened={dialog.opened}
        field={dialog.field}
        category={category}
        categories={choices}
        onClose={() => setDialog((state) => ({ ...state, opened: false }))}
      />
    </Stack>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useCategories } from '../api/cmanagement/get-categories';
import type { Category } from '../api/cmanagement/types';
import { CategoriesTable } from '../components/cmanagement/categories-table';
import { CategoryFormModal } from '../components/cmanagement/category-form-modal';
import { LoadError } from '../components/cmanagement/load-error';
import { useCategoryRemoval } from '../components/cmanagement/use-category-removal';
import { SectionHeader } from '../components/section-header';

const PAGE_SIZE = 20;

/** /config/cmanagement/categories: the company's ticket categories; search, create, edit, delete or deactivate. */
export default function CmanagementCategoriesPage() {
  useHelpKey('config-cmanagement.categories');
  const { t } = useTranslation(['config-cmanagement', 'config']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  // The dialog edits `category`, or creates one when it is null (kept while the dialog fades out).
  const [dialog, setDialog] = useState<{ opened: boolean; category: Category | null }>({ opened: false, category: null });
  const categories = useCategories({ page, rowsPerPage: PAGE_SIZE, search: debounced });
  const confirmDelete = useCategoryRemoval();

  return (
    <Stack gap="lg" data-testid="cmanagement-categories-page">
      <SectionHeader
        title={t('config:sections.cmanagement.children.categories')}
        description={t('categories.intro')}
        actions={
          <>
            <TextInput
              aria-label={t('categories.search')}
              placeholder={t('categories.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', xs: 220 }}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ opened: true, category: null })} data-testid="new-category">
              {t('categories.new')}
            </Button>
          </>
        }
      />
      {categories.isError ? (
        <LoadError onRetry={() => void categories.refetch()} />
      ) : (
        <CategoriesTable
          categories={categories.data?.data ?? []}
          fetching={categories.isFetching}
          searching={debounced.trim() !== ''}
          page={page}
          pageSize={PAGE_SIZE}
          total={categories.data?.total ?? 0}
          onPageChange={setPage}
          onEdit={(category) => setDialog({ opened: true, category })}
          onDelete={confirmDelete}
        />
      )}
      <CategoryFormModal opened={dialog.opened} category={dialog.category} onClose={() => setDialog((state) => ({ ...state, opened: false }))} />
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * What every paged list of the product shares (bordered, rounded, hover highlight, the "1–20 de 135" line), to
 * spread into a mantine-datatable `DataTable`.
 */
export function usePagedTable() {
  const { t } = useTranslation('common');
  return {
    withTableBorder: true,
    borderRadius: 'md',
    highlightOnHover: true,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      t('pagination.records', { from, to, total: totalRecords }),
  } as const;
}

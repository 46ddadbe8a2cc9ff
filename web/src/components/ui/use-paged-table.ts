import { useTranslation } from 'react-i18next';

/**
 * What every paged list of the product shares (bordered, rounded, hover highlight, the "1–20 de 135" line), to
 * spread into a mantine-datatable `DataTable`. `totalCapped`: the list's total is a lower bound.
 */
export function usePagedTable(totalCapped = false) {
  const { t } = useTranslation('common');
  return {
    withTableBorder: true,
    borderRadius: 'md',
    highlightOnHover: true,
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      // A capped total (the server stopped counting) reads "1–20 de 2.000+".
      t('pagination.records', { from, to, total: totalCapped ? `${totalRecords.toLocaleString()}+` : totalRecords }),
  } as const;
}

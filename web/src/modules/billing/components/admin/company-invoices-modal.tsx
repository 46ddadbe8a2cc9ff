import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyInvoices } from '../../api/admin/company-invoices';
import type { AdminCompanyOut } from '../../api/types';
import { BillingError } from '../billing-error';
import { InvoicesTable } from '../invoices-table';
import { InvoiceStatusMenu } from './invoice-status-menu';

/** A company's invoices, as its administrators see them (the PDF included: staff read any company's), each with its status change. */
export function CompanyInvoicesModal({ company, onClose }: { company: AdminCompanyOut | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  const invoices = useCompanyInvoices(company?.id ?? null);
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? t('admin.invoices.title', { name: company.name }) : ''} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }} size="xl">
      {invoices.isError ? (
        <BillingError title={t('admin.invoices.loadError')} onRetry={() => void invoices.refetch()} testId="company-invoices-error" />
      ) : (
        <InvoicesTable
          invoices={invoices.data ?? []}
          fetching={invoices.isPending}
          withPdf
          testId="company-invoices-table"
          actions={(invoice) => company && <InvoiceStatusMenu invoice={invoice} companyId={company.id} />}
        />
      )}
    </Modal>
  );
}

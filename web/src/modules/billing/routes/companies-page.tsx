import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { useMe } from '@/lib/session';
import { useCompanies } from '../api/admin/get-companies';
import type { AdminCompanyOut } from '../api/types';
import { BillingError } from '../components/billing-error';
import { CompaniesTable } from '../components/admin/companies-table';
import { CompanyInvoicesModal } from '../components/admin/company-invoices-modal';
import type { CompanyAction } from '../components/admin/company-menu';
import { IssueInvoiceModal } from '../components/admin/issue-invoice-modal';
import { PlanModal } from '../components/admin/plan-modal';
import { TrialModal } from '../components/admin/trial-modal';
import { useBlockToggle } from '../components/admin/use-block-toggle';

type Dialog = { action: Exclude<CompanyAction, 'block'>; company: AdminCompanyOut } | null;

/** Case and accent blind, as people search names. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/**
 * `/billing/empresas` (provider staff): every company with its plan, trial, seats and block; change the plan, extend
 * the trial, block or unblock, issue an invoice and read a company's invoices.
 */
export default function CompaniesPage() {
  useHelpKey('billing.companies');
  const { t } = useTranslation('billing');
  const me = useMe();
  const companies = useCompanies(true);
  const toggleBlock = useBlockToggle();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const onAction = (company: AdminCompanyOut, action: CompanyAction) => {
    if (action === 'block') toggleBlock(company);
    else setDialog({ action, company });
  };
  const forDialog = (action: Exclude<CompanyAction, 'block'>) => (dialog?.action === action ? dialog.company : null);

  if (companies.isError) return <BillingError title={t('admin.loadError')} onRetry={() => void companies.refetch()} testId="companies-error" />;
  const needle = fold(search.trim());
  const rows = (companies.data ?? []).filter((company) => needle === '' || fold(company.name).includes(needle));
  return (
    <Stack gap="lg" data-testid="companies-page">
      <div>
        <Title order={2}>{t('admin.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin.description')}
        </Text>
      </div>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('admin.search')}
        aria-label={t('admin.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        data-testid="companies-search"
      />
      <CompaniesTable companies={rows} fetching={companies.isPending} filtered={needle !== ''} onAction={onAction} ownCompanyId={me.company.id} />
      <PlanModal company={forDialog('plan')} onClose={close} />
      <TrialModal company={forDialog('trial')} onClose={close} />
      <IssueInvoiceModal company={forDialog('invoice')} onClose={close} />
      <CompanyInvoicesModal company={forDialog('invoices')} onClose={close} />
    </Stack>
  );
}

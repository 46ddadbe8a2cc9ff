import { ActionIcon, Code, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invoicePdfUrl, type InvoiceOut } from '../api/types';
import { formatMoney, formatPeriod } from './billing-format';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PlanBadge } from './plan-badge';

interface InvoicesTableProps {
  invoices: InvoiceOut[];
  fetching?: boolean;
  /** The download column: the company's own invoices have it (the PDF route serves only the caller's company). */
  withPdf?: boolean;
  testId?: string;
  /** A last column of actions on each invoice (the staff's status change). */
  actions?: (invoice: InvoiceOut) => ReactNode;
}

/** The invoices, newest period first: number, period, plan and seats billed, amount, state and the PDF. */
export function InvoicesTable({ invoices, fetching = false, withPdf = true, testId = 'invoices-table', actions }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const sorted = [...invoices].sort((a, b) => b.period_start.localeCompare(a.period_start) || b.number.localeCompare(a.number));
  return (
    <DataTable<InvoiceOut>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={sorted.length === 0 ? 180 : undefined}
      records={sorted}
      fetching={fetching}
      noRecordsIcon={<IconFileInvoice size={32} stroke={1.4} aria-hidden />}
      noRecordsText={t('invoices.empty')}
      data-testid={testId}
      rowStyle={(invoice) => (invoice.status === 'void' ? { opacity: 0.65 } : undefined)}
      customRowAttributes={(invoice) => ({ 'data-number': invoice.number })}
      columns={[
        { accessor: 'number', title: t('invoices.columns.number'), render: (invoice) => <Code fz="sm">{invoice.number}</Code> },
        { accessor: 'period_start', title: t('invoices.columns.period'), render: (invoice) => formatPeriod(invoice.period_start, invoice.period_end, language) },
        { accessor: 'plan', title: t('invoices.columns.plan'), render: (invoice) => <PlanBadge plan={invoice.plan} /> },
        { accessor: 'seats', title: t('invoices.columns.seats'), textAlign: 'right', width: 90 },
        {
          accessor: 'amount_cents',
          title: t('invoices.columns.amount'),
          textAlign: 'right',
          render: (invoice) => (
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-amount">
              {formatMoney(invoice.amount_cents, invoice.currency, language)}
            </Text>
          ),
        },
        { accessor: 'status', title: t('invoices.columns.status'), render: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
        {
          accessor: 'pdf',
          title: t('invoices.columns.pdf'),
          textAlign: 'right',
          width: 70,
          hidden: !withPdf,
          render: (invoice) => (
            <Tooltip label={t('invoices.download', { number: invoice.number })} withArrow>
              <ActionIcon
                component="a"
                href={invoicePdfUrl(invoice.id)}
                download
                variant="subtle"
                aria-label={t('invoices.download', { number: invoice.number })}
                data-testid="invoice-pdf"
              >
                <IconDownload size={18} />
              </ActionIcon>
            </Tooltip>
          ),
        },
        { accessor: 'actions', title: '', width: 60, textAlign: 'right', hidden: !actions, render: (invoice) => actions?.(invoice) },
      ]}
    />
  );
}

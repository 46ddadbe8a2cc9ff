import { ActionIcon, Code, Stack, Text, Tooltip } from '@mantine/core';
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

/** The invoices, newest period first: number and period, plan and seats billed, amount, state and the PDF. */
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
        {
          accessor: 'number',
          title: t('invoices.columns.invoice'),
          render: (invoice) => (
            <Stack gap={2} align="flex-start">
              <Code fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {invoice.number}
              </Code>
              <Text size="xs" c="dimmed" data-testid="invoice-period">
                {formatPeriod(invoice.period_start, invoice.period_end, language)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'plan',
          title: t('invoices.columns.plan'),
          // Badges get the width of their longest word: a squeezed column would cut them.
          width: 120,
          render: (invoice) => (
            <Stack gap={2} align="flex-start">
              <PlanBadge plan={invoice.plan} />
              <Text size="xs" c="dimmed" data-testid="invoice-seats">
                {t('invoices.seats', { count: invoice.seats })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'amount_cents',
          title: t('invoices.columns.amount'),
          textAlign: 'right',
          noWrap: true,
          render: (invoice) => (
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="invoice-amount">
              {formatMoney(invoice.amount_cents, invoice.currency, language)}
            </Text>
          ),
        },
        { accessor: 'status', title: t('invoices.columns.status'), width: 120, render: (invoice) => <InvoiceStatusBadge status={invoice.status} /> },
        {
          accessor: 'pdf',
          title: t('invoices.columns.pdf'),
          textAlign: 'right',
          width: 64,
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
        { accessor: 'actions', title: t('admin.columns.actions'), width: 90, textAlign: 'right', hidden: !actions, render: (invoice) => actions?.(invoice) },
      ]}
    />
  );
}

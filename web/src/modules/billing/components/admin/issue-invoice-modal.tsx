import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useIssueInvoice } from '../../api/admin/company-invoices';
import { CURRENCIES, type AdminCompanyOut, type Currency } from '../../api/types';
import { amountOf, currencyDigits, currencyOf, formatMoney, previousMonth, toCents } from '../billing-format';
import { showFormError } from './form-errors';

/** The largest amount the server takes: 10^13 minor units. */
const MAX_AMOUNT = 1e11;

interface Values {
  periodStart: string;
  periodEnd: string;
  amount: number | string;
  currency: Currency;
}

function InvoiceForm({ company, onClose }: { company: AdminCompanyOut; onClose: () => void }) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const issue = useIssueInvoice();
  const period = previousMonth();
  const form = useForm<Values>({
    initialValues: { periodStart: period.start, periodEnd: period.end, amount: '', currency: currencyOf(company.country) },
    validate: {
      periodStart: (value) => (value === '' ? t('admin.invoice.required') : null),
      periodEnd: (value, values) => (value === '' ? t('admin.invoice.required') : value < values.periodStart ? t('admin.invoice.endBeforeStart') : null),
      amount: (value) => {
        const typed = amountOf(value) ?? 0;
        if (typed <= 0) return t('admin.invoice.amountRule');
        // The server's bound is in minor units (10^13); said here in the currency's own units.
        return typed > MAX_AMOUNT ? t('admin.invoice.amountMax', { max: new Intl.NumberFormat(i18n.language).format(MAX_AMOUNT) }) : null;
      },
    },
  });
  const { currency } = form.values;
  const amount = amountOf(form.values.amount);
  const submit = async (values: Values) => {
    try {
      const invoice = await issue.mutateAsync({
        companyId: company.id,
        period_start: values.periodStart,
        period_end: values.periodEnd,
        amount_cents: toCents(amountOf(values.amount) ?? 0, values.currency),
        currency: values.currency,
      });
      notifySuccess(t('admin.invoice.done', { number: invoice.number, name: company.name }));
      onClose();
    } catch (error) {
      showFormError(form, error, { period_start: 'periodStart', period_end: 'periodEnd', amount_cents: 'amount', currency: 'currency' });
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate data-testid="invoice-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={t('admin.invoice.periodStart')} withAsterisk data-testid="invoice-period-start" {...form.getInputProps('periodStart')} />
          <TextInput type="date" label={t('admin.invoice.periodEnd')} withAsterisk data-testid="invoice-period-end" {...form.getInputProps('periodEnd')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t('admin.invoice.amount')}
            withAsterisk
            min={0}
            allowNegative={false}
            decimalScale={currencyDigits(currency)}
            // Both of the app's languages write 1.250.000,50.
            thousandSeparator="."
            decimalSeparator=","
            data-autofocus
            data-testid="invoice-amount-input"
            {...form.getInputProps('amount')}
          />
          <Select
            label={t('admin.invoice.currency')}
            withAsterisk
            allowDeselect={false}
            data={CURRENCIES.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
            data-testid="invoice-currency"
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        {amount !== null && amount > 0 && (
          <Text size="sm" c="dimmed" data-testid="invoice-preview">
            {t('admin.invoice.preview', { amount: formatMoney(toCents(amount, currency), currency, i18n.language) })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={issue.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={issue.isPending} data-testid="invoice-issue">
            {t('admin.invoice.action')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Issue an invoice to a company: its period (the last month by default), amount and currency (the country's). */
export function IssueInvoiceModal({ company, onClose }: { company: AdminCompanyOut | null; onClose: () => void }) {
  const { t } = useTranslation(['billing', 'common']);
  return (
    <Modal opened={company !== null} onClose={onClose} title={company ? t('admin.invoice.title', { name: company.name }) : ''} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }} size="lg">
      {company && <InvoiceForm company={company} onClose={onClose} />}
    </Modal>
  );
}

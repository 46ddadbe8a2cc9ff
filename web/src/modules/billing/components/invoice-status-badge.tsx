import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asInvoiceStatus, type InvoiceStatus } from '../api/types';

const COLOR: Record<InvoiceStatus, string> = { issued: 'blue', paid: 'teal', void: 'gray' };

/** Issued (awaiting payment), paid or void. */
export function InvoiceStatusBadge({ status: name }: { status: string }) {
  const { t } = useTranslation('billing');
  const status = asInvoiceStatus(name);
  return (
    <Badge variant="dot" color={COLOR[status]} tt="none" data-testid="invoice-status" data-status={status}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}

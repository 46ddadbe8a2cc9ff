import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../api/types';

const COLOR: Record<InvoiceStatus, string> = { issued: 'blue', paid: 'teal', void: 'gray' };

/** Issued (awaiting payment), paid or void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge variant="dot" color={COLOR[status]} tt="none" data-testid="invoice-status" data-status={status}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}

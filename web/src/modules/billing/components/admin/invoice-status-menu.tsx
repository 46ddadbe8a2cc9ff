import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconCircleCheck, IconDots, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/ui/notify-success';
import { useSetInvoiceStatus } from '../../api/admin/company-invoices';
import { INVOICE_STATUSES, type InvoiceOut, type InvoiceStatus } from '../../api/types';

const ICONS = { issued: IconReceipt, paid: IconCircleCheck, void: IconBan } as const;

/** The staff move an invoice to paid or void, or back to issued. */
export function InvoiceStatusMenu({ invoice, companyId }: { invoice: InvoiceOut; companyId: string }) {
  const { t } = useTranslation('billing');
  const setStatus = useSetInvoiceStatus();
  const change = (status: InvoiceStatus) =>
    setStatus.mutate(
      { id: invoice.id, companyId, status },
      { onSuccess: () => notifySuccess(t('admin.invoices.statusDone', { number: invoice.number, status: t(`invoices.status.${status}`) })) },
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" loading={setStatus.isPending} aria-label={t('admin.invoices.statusLabel', { number: invoice.number })} data-testid="invoice-status-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {INVOICE_STATUSES.filter((status) => status !== invoice.status).map((status) => {
          const StatusIcon = ICONS[status];
          return (
            <Menu.Item key={status} leftSection={<StatusIcon size={16} />} color={status === 'void' ? 'red' : undefined} onClick={() => change(status)} data-testid={`invoice-mark-${status}`}>
              {t(`admin.invoices.mark.${status}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

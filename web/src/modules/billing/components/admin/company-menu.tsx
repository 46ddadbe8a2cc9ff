import { ActionIcon, Menu } from '@mantine/core';
import { IconCalendarPlus, IconDots, IconFileInvoice, IconLock, IconLockOpen, IconReceipt, IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyOut } from '../../api/types';

export type CompanyAction = 'plan' | 'trial' | 'invoice' | 'invoices' | 'block';

/** A company row's actions: plan, trial, invoices, and the block (in red, apart; never on the staff's own company). */
export function CompanyMenu({ company, own, onAction }: { company: AdminCompanyOut; own: boolean; onAction: (action: CompanyAction) => void }) {
  const { t } = useTranslation('billing');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={230}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('admin.actions.label', { name: company.name })} data-testid="company-actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSwitchHorizontal size={16} />} onClick={() => onAction('plan')} data-testid="company-action-plan">
          {t('admin.actions.plan')}
        </Menu.Item>
        <Menu.Item leftSection={<IconCalendarPlus size={16} />} onClick={() => onAction('trial')} data-testid="company-action-trial">
          {t('admin.actions.trial')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconReceipt size={16} />} onClick={() => onAction('invoice')} data-testid="company-action-invoice">
          {t('admin.actions.invoice')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileInvoice size={16} />} onClick={() => onAction('invoices')} data-testid="company-action-invoices">
          {t('admin.actions.invoices')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color={company.blocked ? 'teal' : 'red'}
          leftSection={company.blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
          onClick={() => onAction('block')}
          // The provider cannot lock itself out.
          disabled={own && !company.blocked}
          data-testid="company-action-block"
        >
          {company.blocked ? t('admin.actions.unblock') : t('admin.actions.block')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

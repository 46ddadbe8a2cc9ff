import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { AdminCompanyOut } from '../../api/types';
import { formatDay, seatsGauge, trialGauge } from '../billing-format';
import { PlanBadge } from '../plan-badge';
import { CompanyMenu, type CompanyAction } from './company-menu';

interface CompaniesTableProps {
  companies: AdminCompanyOut[];
  fetching: boolean;
  /** The list is filtered by a search: an empty one says so. */
  filtered: boolean;
  onAction: (company: AdminCompanyOut, action: CompanyAction) => void;
  /** The staff's own company, which they cannot block. */
  ownCompanyId: string;
}

function TrialCell({ company }: { company: AdminCompanyOut }) {
  const { t, i18n } = useTranslation('billing');
  if (company.plan !== 'trial') return <Text size="sm" c="dimmed">—</Text>;
  const daysLeft = company.trial_days_left ?? null;
  if (company.effective_plan !== 'trial' || daysLeft === null) {
    return (
      <Text size="sm" c="orange" data-testid="company-trial">
        {t('admin.trialOver')}
      </Text>
    );
  }
  const gauge = trialGauge(daysLeft);
  return (
    <Stack gap={4} maw={180} data-testid="company-trial" data-days-left={daysLeft}>
      <Text size="sm">{t('plan.trialDaysLeft', { count: daysLeft })}</Text>
      <Progress value={gauge.percent} color={gauge.color} size="xs" radius="xl" aria-hidden />
      {company.trial_ends_at && (
        <Text size="xs" c="dimmed">
          {t('plan.trialEndsOn', { date: formatDay(company.trial_ends_at, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/** Every company: plan, trial, seats and block, each row with its actions. */
export function CompaniesTable({ companies, fetching, filtered, onAction, ownCompanyId }: CompaniesTableProps) {
  const { t, i18n } = useTranslation('billing');
  return (
    <DataTable<AdminCompanyOut>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={companies.length === 0 ? 200 : undefined}
      records={companies}
      fetching={fetching}
      noRecordsIcon={<IconBuildingSkyscraper size={32} stroke={1.4} aria-hidden />}
      noRecordsText={filtered ? t('admin.noMatch') : t('admin.empty')}
      data-testid="companies-table"
      customRowAttributes={(company) => ({ 'data-company': company.name, 'data-blocked': company.blocked })}
      columns={[
        {
          accessor: 'name',
          title: t('admin.columns.company'),
          render: (company) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {company.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.since', { country: company.country, date: formatDay(company.created_at, i18n.language) })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'plan',
          title: t('admin.columns.plan'),
          // Wide enough for the longest plan's badge, which a squeezed column would cut.
          width: 120,
          render: (company) => <PlanBadge plan={company.plan} data-testid="company-plan" data-plan={company.plan} />,
        },
        { accessor: 'trial_days_left', title: t('admin.columns.trial'), render: (company) => <TrialCell company={company} /> },
        {
          accessor: 'seats_used',
          title: t('admin.columns.seats'),
          render: (company) => {
            const max = company.max_users ?? null;
            const gauge = seatsGauge(company.seats_used, max);
            return (
              <Stack gap={4} maw={140} data-testid="company-seats">
                <Text size="sm">
                  {max === null
                    ? t('admin.seatsUnlimited', { used: company.seats_used })
                    : t('admin.seats', { used: company.seats_used, max })}
                </Text>
                {gauge.percent !== null && <Progress value={gauge.percent} color={gauge.color} size="xs" radius="xl" aria-hidden />}
              </Stack>
            );
          },
        },
        {
          accessor: 'blocked',
          title: t('admin.columns.state'),
          width: 120,
          render: (company) => (
            <Badge variant="light" color={company.blocked ? 'red' : 'teal'} tt="none" data-testid="company-state">
              {company.blocked ? t('admin.blocked') : t('admin.active')}
            </Badge>
          ),
        },
        {
          accessor: 'actions',
          title: t('admin.columns.actions'),
          textAlign: 'right',
          width: 90,
          render: (company) => (
            <Group justify="flex-end">
              <CompanyMenu company={company} own={company.id === ownCompanyId} onAction={(action) => onAction(company, action)} />
            </Group>
          ),
        },
      ]}
    />
  );
}

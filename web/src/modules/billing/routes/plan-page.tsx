import { Alert, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { useBilling } from '../api/get-billing';
import { BillingError } from '../components/billing-error';
import { InvoicesTable } from '../components/invoices-table';
import { ModulesCard } from '../components/modules-card';
import { PlanCard } from '../components/plan-card';
import { SeatsCard } from '../components/seats-card';

/** `/billing/plan`: the company's plan, trial, seats and modules, the upgrade request, and its invoices. */
export default function PlanPage() {
  useHelpKey('billing.plan');
  const { t } = useTranslation('billing');
  const billing = useBilling();
  if (billing.isError) return <BillingError title={t('loadError')} onRetry={() => void billing.refetch()} testId="billing-error" />;
  if (!billing.data) return <PageLoader />;
  const data = billing.data;
  return (
    <Stack gap="lg" data-testid="billing-page">
      <div>
        <Title order={2}>{t('page.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('page.description', { company: data.company.name })}
        </Text>
      </div>
      {data.blocked && (
        <Alert color="red" variant="filled" icon={<IconLock size={20} />} title={t('blocked.title')} data-testid="billing-blocked">
          {t('blocked.body')}
        </Alert>
      )}
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PlanCard billing={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SeatsCard seats={data.seats} />
        </Grid.Col>
      </Grid>
      <ModulesCard modules={data.modules} />
      <Card withBorder radius="md" padding="lg" data-testid="billing-invoices">
        <Stack gap="md">
          <div>
            <Title order={4}>{t('invoices.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('invoices.description')}
            </Text>
          </div>
          <InvoicesTable invoices={data.invoices} fetching={billing.isFetching && !billing.isPending} />
        </Stack>
      </Card>
    </Stack>
  );
}

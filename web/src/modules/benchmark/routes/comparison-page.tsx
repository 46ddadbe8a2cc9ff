import { Alert, Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHelpKey } from '@/components/ui/help';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPage } from '@/components/ui/status-page';
import { useBenchmark } from '../api/get-benchmark';
import { isMetricKey } from '../api/types';
import { FamiliesCard } from '../components/families-card';
import { MetricCard } from '../components/metric-card';
import { OptInCard } from '../components/opt-in-card';

/**
 * `/benchmark/comparacion`: the company's quality and after-sales figures against the sector's, anonymised (no
 * figure of fewer than five companies), once the company opts in.
 */
export default function ComparisonPage() {
  useHelpKey('benchmark.comparison');
  const { t } = useTranslation(['benchmark', 'common']);
  const benchmark = useBenchmark();
  if (benchmark.isError) {
    return (
      <StatusPage
        icon={<IconAlertTriangle size={36} />}
        color="red"
        title={t('loadError')}
        description={t('loadErrorHint')}
        testId="benchmark-error"
        actions={
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void benchmark.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!benchmark.data) return <PageLoader />;
  const data = benchmark.data;
  // A metric this screen has no words for is left out rather than shown by its key.
  const metrics = data.metrics.filter((metric) => isMetricKey(metric.key));
  const nothingOwn = metrics.every((metric) => metric.own == null) && data.families.every((family) => family.own_share == null);
  return (
    <Stack gap="lg" data-testid="benchmark-page">
      <div>
        <Title order={2}>{t('page.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('page.description')}
        </Text>
      </div>
      <OptInCard benchmark={data} />
      {nothingOwn && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('empty.title')} data-testid="benchmark-empty">
          {t('empty.body')}
        </Alert>
      )}
      <SimpleGrid type="container" cols={{ base: 1, '900px': 3 }} spacing="lg">
        {metrics.map((metric) => (
          <MetricCard key={metric.key} metric={metric} benchmark={data} />
        ))}
      </SimpleGrid>
      <FamiliesCard benchmark={data} />
    </Stack>
  );
}

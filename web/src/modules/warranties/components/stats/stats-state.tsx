import { Box, Button, LoadingOverlay, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import type { StatsOut } from '../../api/stats/types';
import { LoadError } from '../shared/load-error';
import { hasRequests } from './stats-series';

interface StatsEmptyProps {
  /** A date range leaves every request out (the project may have some). */
  filtered: boolean;
  onClearFilters?: () => void;
}

/** No request to count: the project has none yet, or none was created in the chosen period. */
export function StatsEmpty({ filtered, onClearFilters }: StatsEmptyProps) {
  const { t } = useTranslation('warranties-stats');
  return (
    <Stack align="center" gap="sm" p="xl" maw={520} mx="auto" ta="center" data-testid="stats-empty">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray">
        <IconChartBar size={30} />
      </ThemeIcon>
      <Title order={4}>{filtered ? t('empty.filteredTitle') : t('empty.title')}</Title>
      <Text size="sm" c="dimmed">
        {filtered ? t('empty.filtered') : t('empty.description')}
      </Text>
      {filtered && onClearFilters && (
        <Button variant="light" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

interface StatsBodyProps extends StatsEmptyProps {
  query: UseQueryResult<StatsOut>;
  children: (stats: StatsOut) => ReactNode;
}

/**
 * The figures of a statistics query, or what stands in for them: the spinner while the first answer comes, the
 * failure with a retry, the empty state. A new range dims the last figures until its own arrive.
 */
export function StatsBody({ query, filtered, onClearFilters, children }: StatsBodyProps) {
  if (query.isError) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  return (
    <Box pos="relative">
      <LoadingOverlay visible={query.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ type: 'oval', color: 'gray' }} />
      {hasRequests(query.data) ? children(query.data) : <StatsEmpty filtered={filtered} onClearFilters={onClearFilters} />}
    </Box>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { REQUESTS_PAGE_SIZE, useRequests } from '../../api/requests/get-requests';
import type { RequestSortKey } from '../../api/requests/types';
import { LoadError } from '../shared/load-error';
import { useRequestRights } from '../shared/use-request-rights';
import { RequestsEmpty } from './requests-empty';
import { RequestsTable } from './requests-table';
import { NO_FILTERS } from './use-requests-params';

/** A unit's after-sales requests (its ficha's `solicitudes` tab), newest first, and a new one for this unit. */
export function UnitRequests({ unitId }: { unitId: string }) {
  const { t } = useTranslation('warranties-requests');
  const rights = useRequestRights();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sortBy: RequestSortKey; descending: boolean }>({ sortBy: 'number', descending: true });
  const requests = useRequests({ ...NO_FILTERS, unit_id: unitId, page, ...sort });
  const createUrl = `/warranties/solicitud/crear?unit=${encodeURIComponent(unitId)}`;

  return (
    <Stack gap="md" data-testid="unit-requests">
      {rights.canCreate && (
        <Group justify="flex-end">
          <Button component={Link} to={createUrl} leftSection={<IconPlus size={16} />}>
            {t('create.open')}
          </Button>
        </Group>
      )}
      {requests.isLoading ? (
        <PageLoader />
      ) : requests.isError ? (
        <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />
      ) : (
        <RequestsTable
          withUnit={false}
          requests={requests.data?.data ?? []}
          fetching={requests.isFetching}
          page={page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={requests.data?.total ?? 0}
          onPageChange={setPage}
          sortBy={sort.sortBy}
          descending={sort.descending}
          onSortChange={(sortBy, descending) => {
            setSort({ sortBy, descending });
            setPage(1);
          }}
          empty={<RequestsEmpty unit filtered={false} onClearFilters={() => undefined} />}
        />
      )}
    </Stack>
  );
}

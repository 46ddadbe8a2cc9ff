import { Button, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHelpKey } from '@/components/ui/help';
import { PageHeader } from '@/components/ui/page-header';
import { PageLoader } from '@/components/ui/page-loader';
import { REQUESTS_PAGE_SIZE, useRequests } from '../api/requests/get-requests';
import { useRequestForm } from '../api/requests/get-request-form';
import { useRequestsSummary } from '../api/requests/get-requests-summary';
import { AgeChips } from '../components/requests/age-chips';
import { RequestStatusChips } from '../components/requests/request-status-chips';
import { RequestsEmpty } from '../components/requests/requests-empty';
import { RequestsFilters } from '../components/requests/requests-filters';
import { RequestsTable } from '../components/requests/requests-table';
import { hasFilters, useRequestsParams } from '../components/requests/use-requests-params';
import { LoadError } from '../components/shared/load-error';
import { useRequestRights } from '../components/shared/use-request-rights';

export const CREATE_REQUEST_URL = '/warranties/solicitud/crear';

/**
 * `/warranties/solicitudes`: the project's after-sales requests with their status counts and live ones by age,
 * filtered, sorted and paged on the server (every choice in the URL). "Nueva solicitud" opens the create form.
 */
export function RequestsPage() {
  useHelpKey('warranties-requests.list');
  const { t } = useTranslation('warranties-requests');
  const navigate = useNavigate();
  const rights = useRequestRights();
  const list = useRequestsParams();
  const [search] = useDebouncedValue(list.query.search, 300);
  const requests = useRequests({ ...list.query, search });
  const summary = useRequestsSummary();
  const form = useRequestForm(rights.me.active_project_id ?? null);
  const onCreate = rights.canCreate ? () => void navigate(CREATE_REQUEST_URL) : undefined;

  return (
    <Stack gap="md" data-testid="requests-page">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          onCreate && (
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('create.open')}
            </Button>
          )
        }
      />
      <RequestStatusChips summary={summary.data} selected={list.query.status} onChange={(status) => list.setFilters({ status })} />
      <AgeChips summary={summary.data} selected={list.query.age} onChange={(age) => list.setFilters({ age })} />
      <RequestsFilters filters={list.query} onChange={list.setFilters} onClear={list.clearFilters} responsibles={form.data?.responsibles ?? []} />
      {requests.isLoading ? (
        <PageLoader />
      ) : requests.isError ? (
        <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />
      ) : (
        <RequestsTable
          requests={requests.data?.data ?? []}
          fetching={requests.isFetching}
          page={list.query.page}
          pageSize={REQUESTS_PAGE_SIZE}
          total={requests.data?.total ?? 0}
          onPageChange={list.setPage}
          sortBy={list.query.sortBy}
          descending={list.query.descending}
          onSortChange={list.setSort}
          empty={<RequestsEmpty filtered={hasFilters(list.query)} onClearFilters={list.clearFilters} onCreate={onCreate} />}
        />
      )}
    </Stack>
  );
}

import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api/errors';
import { useMe } from '../api/get-me';
import { useRequest } from '../api/get-request';
import { AcCard } from '../components/request/ac-card';
import { FailuresList } from '../components/request/failures-list';
import { MessagesSection } from '../components/request/messages-section';
import { OrderCard } from '../components/request/order-card';
import { RequestHeader } from '../components/request/request-header';
import { RequestSection } from '../components/request/request-section';
import { LoadError } from '../components/shared/load-error';
import { usePortalHref } from '../shell/base-path';
import { NotFoundContent } from './not-found-page';

/** `/solicitud/:id`: status, description, failures, visits to answer, records to sign and the messages. */
export default function RequestPage() {
  const { t } = useTranslation();
  const href = usePortalHref();
  const id = useParams().id ?? '';
  const request = useRequest(id);
  const me = useMe();

  if (request.isPending) return <PageLoader />;
  if (request.isError) return isApiError(request.error) && request.error.status === 404 ? <NotFoundContent /> : <LoadError error={request.error} onRetry={() => void request.refetch()} />;
  const data = request.data;
  return (
    <Stack gap="lg" data-testid="request-page">
      <Anchor component={Link} to={href(`/unidad/${data.unit_id}`)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('request.backToUnit', { unit: data.unit_name })}
        </Group>
      </Anchor>
      <RequestHeader request={data} />
      <RequestSection title={t('request.description')}>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={data.description ? undefined : 'dimmed'}>
          {data.description || t('request.noDescription')}
        </Text>
      </RequestSection>
      {data.orders.length > 0 && (
        <RequestSection title={t('request.visits')} testId="orders">
          {data.orders.map((order) => (
            <OrderCard key={order.id} order={order} requestId={data.id} />
          ))}
        </RequestSection>
      )}
      {data.acs.length > 0 && (
        <RequestSection title={t('request.acs')} testId="acs">
          {data.acs.map((ac) => (
            <AcCard key={ac.id} ac={ac} requestId={data.id} ownerName={me.data?.name ?? null} />
          ))}
        </RequestSection>
      )}
      {data.failures.length > 0 && (
        <RequestSection title={t('request.failures')}>
          <FailuresList failures={data.failures} />
        </RequestSection>
      )}
      <RequestSection title={t('messages.title')}>
        <MessagesSection request={data} />
      </RequestSection>
    </Stack>
  );
}

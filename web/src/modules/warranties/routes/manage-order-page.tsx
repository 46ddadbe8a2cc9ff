import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useOrder } from '../api/requests/get-orders';
import { requestUrl } from '../api/requests/ticket-core';
import type { OrderKind } from '../api/requests/types';
import { ManageForm } from '../components/orders/manage-form';
import { isLive } from '../components/orders/order-status-badge';
import type { RequestTabProps } from '../components/request/tab-props';
import { LoadError } from '../components/shared/load-error';

/** `oi/gestionar/:id` (and under `ot`): record each failure's result of the visit. */
export function ManageOrderPage({ request, kind }: RequestTabProps & { kind: OrderKind }) {
  const { t } = useTranslation('warranties-orders');
  const navigate = useNavigate();
  const order = useOrder(useParams().orderId ?? '');
  const back = requestUrl(request.id, kind);
  return (
    <Stack gap="sm" data-testid="manage-order-page">
      <Anchor component={Link} to={back} size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('form.back')}
      </Anchor>
      {order.isError ? (
        <LoadError message={t('form.notFound')} onRetry={() => void order.refetch()} />
      ) : !order.data ? (
        <PageLoader />
      ) : (
        <>
          <Title order={3}>{t('manage.title', { code: order.data.code })}</Title>
          {isLive(order.data.status) ? (
            <ManageForm requestId={request.id} order={order.data} onDone={() => void navigate(back)} onCancel={() => void navigate(back)} />
          ) : (
            <Alert color="yellow">{t('manage.already')}</Alert>
          )}
        </>
      )}
    </Stack>
  );
}

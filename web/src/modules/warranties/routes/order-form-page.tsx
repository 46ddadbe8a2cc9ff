import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useFailures } from '../api/requests/get-failures';
import { useOrder } from '../api/requests/get-orders';
import { useRequestForm } from '../api/requests/get-request-form';
import { requestUrl } from '../api/requests/ticket-core';
import type { OrderKind, OrderOut } from '../api/requests/types';
import { OrderForm } from '../components/orders/order-form';
import type { RequestTabProps } from '../components/request/tab-props';
import { LoadError } from '../components/shared/load-error';
import { useRequestRights } from '../components/shared/use-request-rights';

type OrderFormPageProps = RequestTabProps & { kind: OrderKind };

function Loaded({ request, kind, order }: OrderFormPageProps & { order: OrderOut | null }) {
  const { t } = useTranslation('warranties-orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { me } = useRequestRights();
  const failures = useFailures(request.id);
  const options = useRequestForm(me.active_project_id ?? null);
  const back = requestUrl(request.id, kind);
  if (failures.isError) return <LoadError message={failures.error.message} onRetry={() => void failures.refetch()} />;
  if (!failures.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={3}>{order ? t('form.editTitle', { code: order.code }) : t(`form.createTitle_${kind}`)}</Title>
      <OrderForm
        requestId={request.id}
        kind={kind}
        order={order}
        failures={failures.data}
        picked={(params.get('failures') ?? '').split(',').filter(Boolean)}
        responsibles={options.data?.responsibles ?? []}
        defaultResponsible={request.responsible?.id ?? null}
        onDone={() => void navigate(back)}
        onCancel={() => void navigate(back)}
      />
    </Stack>
  );
}

function Edit(props: OrderFormPageProps & { orderId: string }) {
  const { t } = useTranslation('warranties-orders');
  const order = useOrder(props.orderId);
  if (order.isError) return <LoadError message={t('form.notFound')} onRetry={() => void order.refetch()} />;
  if (!order.data) return <PageLoader />;
  // Keyed by version: after a 409 and its reload, the form starts from the stored order.
  return <Loaded key={order.data.version} {...props} order={order.data} />;
}

/** `oi/crear`, `oi/editar/:id` (and the same under `ot`): the order form on its own screen. */
export function OrderFormPage(props: OrderFormPageProps) {
  const { t } = useTranslation('warranties-orders');
  const orderId = useParams().orderId;
  return (
    <Stack gap="sm" data-testid="order-form-page">
      <Anchor component={Link} to={requestUrl(props.request.id, props.kind)} size="sm" w="fit-content">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} /> {t('form.back')}
      </Anchor>
      {orderId ? <Edit {...props} orderId={orderId} /> : <Loaded {...props} order={null} />}
    </Stack>
  );
}

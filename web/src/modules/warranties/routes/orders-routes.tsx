import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { notifySuccess } from '@/components/ui/notify-success';
import { PageLoader } from '@/components/ui/page-loader';
import { useOrders } from '../api/requests/get-orders';
import { useCancelOrder } from '../api/requests/order-actions';
import { requestUrl } from '../api/requests/ticket-core';
import type { OrderKind, OrderOut } from '../api/requests/types';
import { OrderCard } from '../components/orders/order-card';
import { ReasonDialog } from '../components/orders/reason-dialog';
import { VisitDialog } from '../components/orders/visit-dialog';
import type { RequestTabProps } from '../components/request/tab-props';
import { LoadError } from '../components/shared/load-error';
import { ManageOrderPage } from './manage-order-page';
import { OrderFormPage } from './order-form-page';

type OrdersProps = RequestTabProps & { kind: OrderKind };

function OrdersEmpty({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('warranties-orders');
  return (
    <Stack align="center" gap="xs" p="lg" ta="center" data-testid="orders-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconClipboardList size={26} />
      </ThemeIcon>
      <Title order={5}>{t(`list.emptyTitle_${kind}`)}</Title>
      <Text size="sm" c="dimmed" maw={420}>
        {t('list.empty')}
      </Text>
    </Stack>
  );
}

/** The request's orders of one kind, newest last, with what each allows: edit, manage, cancel, the owner's answer. */
function OrdersList({ request, canManage, kind }: OrdersProps) {
  const { t } = useTranslation('warranties-orders');
  const orders = useOrders(request.id, kind);
  const cancel = useCancelOrder();
  const [cancelling, setCancelling] = useState<OrderOut | null>(null);
  const [answering, setAnswering] = useState<OrderOut | null>(null);
  const base = requestUrl(request.id, kind);

  return (
    <Stack gap="md" data-testid={`orders-${kind}`}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t(`list.title_${kind}`)}</Title>
          <Text size="sm" c="dimmed">
            {t(`list.description_${kind}`)}
          </Text>
        </div>
        {canManage && (
          <Button component={Link} to={`${base}/crear`} leftSection={<IconPlus size={16} />}>
            {t(`list.new_${kind}`)}
          </Button>
        )}
      </Group>
      {orders.isError ? (
        <LoadError message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : !orders.data ? (
        <PageLoader />
      ) : orders.data.length === 0 ? (
        <OrdersEmpty kind={kind} />
      ) : (
        orders.data.map((order) => <OrderCard key={order.id} order={order} base={base} canManage={canManage} onCancel={setCancelling} onAnswer={setAnswering} />)
      )}
      <ReasonDialog
        opened={cancelling !== null}
        title={cancelling ? t('cancel.title', { code: cancelling.code }) : ''}
        intro={t('cancel.intro')}
        label={t('cancel.reason')}
        submitLabel={t('cancel.submit')}
        color="red"
        onClose={() => setCancelling(null)}
        onSubmit={async (reason) => {
          if (!cancelling) return;
          await cancel.mutateAsync({ id: cancelling.id, requestId: request.id, reason });
          notifySuccess(t('cancel.done', { code: cancelling.code }));
        }}
      />
      <VisitDialog requestId={request.id} order={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}

/** `oi/*` and `ot/*`: the list, `crear`, `editar/:id` and `gestionar/:id`. */
export function OrdersRoutes(props: OrdersProps) {
  return (
    <Routes>
      <Route index element={<OrdersList {...props} />} />
      <Route path="crear" element={<OrderFormPage {...props} />} />
      <Route path="editar/:orderId" element={<OrderFormPage {...props} />} />
      <Route path="gestionar/:orderId" element={<ManageOrderPage {...props} />} />
    </Routes>
  );
}

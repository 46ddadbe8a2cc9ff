import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderPath, requestPath, rKeys } from './keys';
import type { OrderKind, OrderOut } from './types';

/** GET /api/warranties/requests/{id}/orders?kind=: the request's inspection (oi) or work (ot) orders, oldest first. */
export function getOrders(requestId: string, kind: OrderKind) {
  return api.get<OrderOut[]>(`${requestPath(requestId)}/orders`, { kind }, { notify: false });
}

export const ordersQueryOptions = (requestId: string, kind: OrderKind) =>
  queryOptions({ queryKey: [...rKeys.orders(requestId), kind], queryFn: () => getOrders(requestId, kind) });

export function useOrders(requestId: string, kind: OrderKind) {
  return useQuery(ordersQueryOptions(requestId, kind));
}

/** GET /api/warranties/orders/{id}: one order (editar, gestionar). */
export function getOrder(id: string) {
  return api.get<OrderOut>(orderPath(id), undefined, { notify: false });
}

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: rKeys.order(id), queryFn: () => getOrder(id) });

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}

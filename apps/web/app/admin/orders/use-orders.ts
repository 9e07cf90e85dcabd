import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDERS_TEXT } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { listQuery, type OrderFilters } from './order-list-query.ts';

/** One page of the filtered list; the last page stays shown while the next loads. */
export function useOrders(filters: OrderFilters) {
  const query = listQuery(filters);
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: () => adminQuery(adminApi.orders.list({ query }), ORDERS_TEXT.fetchFailed),
    placeholderData: keepPreviousData,
  });
}

/** One order with its history, for the details dialog. */
export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: () => adminQuery(adminApi.orders.get({ params: { id: id ?? '' } }), 'Failed to load the order'),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A storage order's billing periods; null while the order is unpaid (billing has not started). */
export function useStorageBilling(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.storageBilling(id),
    queryFn: async () =>
      (await adminQuery(adminApi.orders.storageBilling({ params: { orderId: id } }), 'Failed to load storage billing'))
        .billing,
    enabled,
    staleTime: 0,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrderDetail, adminOrderList, ORDERS_TEXT, storageBillingResponse } from '@vernissage/contract';
import { adminQuery } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { listQuery, type OrderFilters } from './order-list-query.ts';

const orderPath = (id: string) => `/api/admin/orders/${encodeURIComponent(id)}`;

/** GET /api/admin/orders: one page of the filtered list; the last page stays shown while the next loads. */
export function useOrders(filters: OrderFilters) {
  const query = listQuery(filters);
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: () => adminQuery(`/api/admin/orders?${query}`, adminOrderList, ORDERS_TEXT.fetchFailed),
    placeholderData: keepPreviousData,
  });
}

/** One order with its history, for the details dialog. */
export function useOrderDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: () => adminQuery(orderPath(id ?? ''), adminOrderDetail, 'Failed to load the order'),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** A storage order's billing periods; null while the order is unpaid (billing has not started). */
export function useStorageBilling(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.storageBilling(id),
    queryFn: async () =>
      (
        await adminQuery(
          `/api/admin/storage-billing/${encodeURIComponent(id)}`,
          storageBillingResponse,
          'Failed to load storage billing',
        )
      ).billing,
    enabled,
    staleTime: 0,
  });
}

export { orderPath };

import type { AdminOrder } from '@vernissage/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadingState } from '../ui/states.tsx';
import { OrderCards } from './order-cards.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderFiltersBar } from './order-filters.tsx';
import { type FilterKey, filtersFromParams, paramsFromFilters, withFilter } from './order-list-query.ts';
import { OrdersPagination } from './orders-pagination.tsx';
import { OrdersTable } from './orders-table.tsx';
import { OrdersToolbar } from './orders-toolbar.tsx';
import { useSendOrderPdf } from './use-order-actions.ts';
import { useOrders } from './use-orders.ts';

/** 'Orders Management': filter, page through and open the gallery's orders; filters live in the address. */
export function OrdersTab() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const orders = useOrders(filters);
  const sendPdf = useSendOrderPdf();
  const [openId, setOpenId] = useState<string | null>(null);

  const setFilter = (key: FilterKey, value: string) =>
    // Typing in the search replaces the entry, so Back does not step through every letter.
    setParams(paramsFromFilters(withFilter(filters, key, value)), { replace: key === 'email' });
  const setPage = (page: number) => {
    setParams(paramsFromFilters({ ...filters, page }));
    document.getElementById('orders-heading')?.scrollIntoView({ block: 'start' });
  };

  const list = orders.data?.orders ?? [];
  const listProps = {
    orders: list,
    sendingId: sendPdf.isPending ? (sendPdf.variables ?? null) : null,
    onView: (order: AdminOrder) => setOpenId(order._id),
    onSendPdf: (order: AdminOrder) => sendPdf.mutate(order._id),
  };

  return (
    <section aria-labelledby="orders-heading" className="scroll-mt-20">
      <h2 id="orders-heading" className="sr-only">
        Orders
      </h2>
      <OrdersToolbar filters={filters} refreshing={orders.isFetching} onRefresh={() => void orders.refetch()} />
      <OrderFiltersBar filters={filters} onChange={setFilter} />
      {orders.isPending ? (
        <LoadingState>Loading orders...</LoadingState>
      ) : orders.isError ? (
        <div role="alert" className="border-l-2 border-error bg-error/5 px-4 py-3 text-[0.9375rem] text-error">
          Error: {orders.error.message}
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="No orders found.">
          {params.size > 0 ? 'Try other filters.' : 'Orders appear here as soon as collectors buy.'}
        </EmptyState>
      ) : (
        <div className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <OrdersTable {...listProps} />
          <OrderCards {...listProps} />
        </div>
      )}
      <OrdersPagination page={filters.page} total={orders.data?.total ?? 0} onPage={setPage} />
      <OrderDetailsDialog orderId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}

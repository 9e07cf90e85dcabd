import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  ORDERS_TEXT,
  type OrderStatusBody,
  type PaymentStatus,
} from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** A failure's toast: the server's text or the fallback; no answer at all reads as the 'thrown' text. */
async function call<T>(sent: Promise<AdminResult<T>>, texts: { fallback: string; thrown: string }): Promise<T> {
  const result = await sent;
  if (!result.ok) throw new Error(failureText(result, texts.fallback, texts.thrown));
  return result.data;
}

/** The changed order replaces its row in every loaded page and in its details; then all reload. */
function applyOrder(client: QueryClient, order: AdminOrder) {
  client.setQueriesData<AdminOrderList>({ queryKey: [...adminKeys.orders, 'list'] }, (list) =>
    list ? { ...list, orders: list.orders.map((o) => (o._id === order._id ? order : o)) } : list,
  );
  client.setQueryData<AdminOrderDetail>(adminKeys.order(order._id), (detail) =>
    detail ? { ...detail, order } : detail,
  );
  return client.invalidateQueries({ queryKey: adminKeys.orders });
}

const toastError = (error: Error) => adminToast(error.message, 'error');

/** Sets the payment status, with the spec's three toasts. */
export function useUpdatePaymentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paymentStatus }: { id: string; paymentStatus: PaymentStatus }) =>
      call(adminApi.orders.setPaymentStatus({ params: { id }, body: { paymentStatus } }), {
        fallback: 'Failed to update payment status',
        thrown: 'Error updating payment status',
      }),
    onSuccess: ({ order }) => {
      adminToast(ORDERS_TEXT.paymentStatusUpdated);
      return applyOrder(client, order);
    },
    onError: toastError,
  });
}

/** Moves the order on: processing, shipped (carrier, tracking), delivered, completed, cancelled. */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrderStatusBody }) =>
      call(adminApi.orders.setStatus({ params: { id }, body }), {
        fallback: 'Failed to update order status',
        thrown: 'Error updating order status',
      }),
    onSuccess: ({ order }) => {
      adminToast('Order status updated successfully');
      return applyOrder(client, order);
    },
    onError: toastError,
  });
}

/** Releases an invoice hold: the works go back on sale and the order is cancelled. */
export function useReleaseHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(adminApi.orders.releaseHold({ params: { id } }), {
        fallback: 'Failed to release the hold',
        thrown: 'Error releasing the hold',
      }),
    onSuccess: ({ order }) => {
      adminToast('Hold released: the works are back on sale');
      return applyOrder(client, order);
    },
    onError: toastError,
  });
}

/** Extends an invoice hold to the end of a later day (YYYY-MM-DD). */
export function useExtendHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, until }: { id: string; until: string }) =>
      call(adminApi.orders.extendHold({ params: { id }, body: { until } }), {
        fallback: 'Failed to extend the hold',
        thrown: 'Error extending the hold',
      }),
    onSuccess: ({ order }) => {
      adminToast('Hold extended');
      return applyOrder(client, order);
    },
    onError: toastError,
  });
}

/** Sets the order's shipping (a quote, or a revision): the totals follow and the buyer is mailed the revised invoice. */
export function useSetShipping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount }: { id: string; amount: number }) =>
      call(adminApi.orders.setShipping({ params: { id }, body: { amount } }), {
        fallback: 'Failed to set the shipping',
        thrown: 'Error setting the shipping',
      }),
    onSuccess: ({ order }) => {
      adminToast(ORDERS_TEXT.shippingSet);
      return applyOrder(client, order);
    },
  });
}

/** E-mails the buyer the statement: the server queues the mail with the invoice PDF. */
export function useSendOrderPdf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      call(adminApi.orders.sendPdf({ body: { orderId } }), {
        fallback: 'Failed to send PDF',
        thrown: 'Error sending PDF',
      }),
    onSuccess: (_sent, orderId) => {
      adminToast(ORDERS_TEXT.pdfSent);
      return client.invalidateQueries({ queryKey: adminKeys.order(orderId) });
    },
    onError: toastError,
  });
}

/** Marks one storage period paid, then reloads the billing and the order (its fees owed). */
export function useMarkPeriodPaid(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (periodStart: string) =>
      call(adminApi.orders.markStoragePaid({ params: { orderId }, body: { periodStart } }), {
        fallback: 'Failed to mark the period as paid',
        thrown: 'Error marking the period as paid',
      }),
    onSuccess: () => {
      adminToast('Storage period marked as paid');
      return client.invalidateQueries({ queryKey: adminKeys.orders });
    },
    onError: toastError,
  });
}

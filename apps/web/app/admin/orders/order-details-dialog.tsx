import type { AdminOrderDetail } from '@vernissage/contract';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { CustomerInformation } from './customer-information.tsx';
import { FinancialSummary } from './financial-summary.tsx';
import { OrderCertificates } from './order-certificates.tsx';
import { OrderHistory } from './order-history.tsx';
import { OrderHold } from './order-hold.tsx';
import { OrderInformation } from './order-information.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderPdfActions } from './order-pdf-actions.tsx';
import { OrderStatusControl } from './order-status-control.tsx';
import { orderLabel } from './order-text.ts';
import { PaymentStatusSelect } from './payment-status-select.tsx';
import { StorageBillingSection } from './storage-billing.tsx';
import { useOrderDetail } from './use-orders.ts';

type Props = { orderId: string | null; onClose: () => void };

/** 'Order Details': every fact of one order, its history, and what the admin can do with it. */
export function OrderDetailsDialog({ orderId, onClose }: Props) {
  const detail = useOrderDetail(orderId);
  const data = detail.data;
  return (
    <AdminDialog
      open={orderId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Order Details"
      description={data ? orderLabel(data.order) : undefined}
      size="xl"
      footer={data ? <OrderPdfActions order={data.order} /> : undefined}
    >
      {detail.isPending ? (
        <LoadingState>Loading order...</LoadingState>
      ) : detail.isError ? (
        <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : (
        <OrderDetailsBody detail={detail.data} />
      )}
    </AdminDialog>
  );
}

function OrderDetailsBody({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid content-start gap-6">
        <OrderInformation order={order} />
        <CustomerInformation order={order} />
        <OrderItems items={order.items} currency={order.currency} />
        <OrderCertificates order={order} />
        <FinancialSummary order={order} />
        {order.fulfillmentType === 'storage' && <StorageBillingSection orderId={order._id} />}
      </div>
      <aside aria-label="Manage order" className="grid content-start gap-6 lg:border-l lg:border-line lg:pl-8">
        <div className="grid gap-4 bg-mat p-4 lg:sticky lg:top-0 lg:z-10">
          <PaymentStatusSelect order={order} />
          <OrderStatusControl order={order} />
          <OrderHold order={order} />
        </div>
        <OrderHistory events={detail.history} />
      </aside>
    </div>
  );
}

import type { AdminOrder } from '@vernissage/contract';
import { DetailSection, Fact, Facts } from './detail-section.tsx';
import { longDateTime } from './order-text.ts';
import { FulfillmentBadge, OrderStatusBadge, PaymentStatusBadge, TestPaymentBadge } from './status-badges.tsx';

/** Order ID, invoice number, date, both statuses and how the order is fulfilled (with tracking when shipped). */
export function OrderInformation({ order }: { order: AdminOrder }) {
  return (
    <DetailSection id="order-information" title="Order Information">
      <Facts>
        <Fact label="Order ID" wide>
          <span className="font-mono text-[0.8125rem]">{order._id}</span>
        </Fact>
        <Fact label="Invoice Number">{order.invoiceNumber || 'N/A'}</Fact>
        <Fact label="Created Date">{longDateTime(order.createdAt)}</Fact>
        <Fact label="Order Status">
          <OrderStatusBadge status={order.status} />
        </Fact>
        <Fact label="Payment Status">
          <span className="inline-flex flex-wrap gap-1.5">
            <PaymentStatusBadge status={order.paymentStatus} />
            {order.testPayment && <TestPaymentBadge />}
          </span>
        </Fact>
        <Fact label="Fulfillment Type">
          <FulfillmentBadge type={order.fulfillmentType} />
        </Fact>
        {order.carrier && <Fact label="Carrier">{order.carrier}</Fact>}
        {order.trackingNumber && <Fact label="Tracking Number">{order.trackingNumber}</Fact>}
      </Facts>
    </DetailSection>
  );
}

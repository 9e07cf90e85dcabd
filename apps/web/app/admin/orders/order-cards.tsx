import { AmountInfo, CustomerInfo, OrderActions, OrderInfo, TypeInfo } from './order-cells.tsx';
import { orderLabel } from './order-text.ts';
import type { OrderListProps } from './orders-table.tsx';
import { StatusPair } from './status-badges.tsx';

/** The phone's orders: a card each, the same facts as the table's row, stacked. */
export function OrderCards({ orders, sendingId, onView, onSendPdf }: OrderListProps) {
  return (
    <ul aria-label="Orders" className="grid gap-3 md:hidden">
      {orders.map((order) => (
        <li key={order._id}>
          <article aria-label={orderLabel(order)} className="bg-white p-4 shadow-[0_0_0_1px_var(--color-line)]">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <OrderInfo order={order} />
              </div>
              <div className="text-right">
                <AmountInfo order={order} />
              </div>
            </div>
            <div className="mt-3 text-[0.875rem]">
              <CustomerInfo order={order} />
            </div>
            <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
              <div className="flex flex-col gap-2">
                <div>
                  <TypeInfo order={order} />
                </div>
                <StatusPair order={order} />
              </div>
              <OrderActions
                order={order}
                sending={sendingId === order._id}
                onView={() => onView(order)}
                onSendPdf={() => onSendPdf(order)}
              />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

import type { AdminOrder } from '@vernissage/contract';
import { AmountInfo, CustomerInfo, OrderActions, OrderInfo, TypeInfo } from './order-cells.tsx';
import { StatusPair } from './status-badges.tsx';

export type OrderListProps = {
  orders: AdminOrder[];
  sendingId: string | null;
  onView: (order: AdminOrder) => void;
  onSendPdf: (order: AdminOrder) => void;
};

const th = 'sticky top-16 z-10 border-b border-line bg-mat py-2.5 pr-4 text-left label-caps font-semibold text-muted';
const td = 'py-3.5 pr-4 align-top';

/** The wide screen's orders: one row each under a header that stays in view. */
export function OrdersTable({ orders, sendingId, onView, onSendPdf }: OrderListProps) {
  return (
    <table className="hidden w-full border-collapse bg-white text-[0.875rem] shadow-[0_0_0_1px_var(--color-line)] md:table">
      <caption className="sr-only">Orders</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} pl-4`}>
            Order Info
          </th>
          <th scope="col" className={th}>
            Customer
          </th>
          <th scope="col" className={th}>
            Type
          </th>
          <th scope="col" className={`${th} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${th} pl-6`}>
            Status
          </th>
          <th scope="col" className={`${th} pr-3 text-right`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order._id} className="border-b border-line last:border-b-0 hover:bg-paper">
            <td className={`${td} pl-4`}>
              <OrderInfo order={order} />
            </td>
            <td className={`${td} max-w-[16rem]`}>
              <CustomerInfo order={order} />
            </td>
            <td className={td}>
              <TypeInfo order={order} />
            </td>
            <td className={`${td} text-right`}>
              <AmountInfo order={order} />
            </td>
            <td className={`${td} pl-6`}>
              <StatusPair order={order} />
            </td>
            <td className="py-2.5 pr-2 align-top">
              <OrderActions
                order={order}
                sending={sendingId === order._id}
                onView={() => onView(order)}
                onSendPdf={() => onSendPdf(order)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

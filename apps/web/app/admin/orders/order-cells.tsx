import type { AdminOrder } from '@vernissage/contract';
import { Eye, Send } from 'lucide-react';
import { formatPrice } from '../../lib/format-price.ts';
import { itemCountText, listDay, orderLabel } from './order-text.ts';
import { FulfillmentBadge } from './status-badges.tsx';

/** The pieces of one order shown in both the wide table and the phone's cards. */

export function OrderInfo({ order }: { order: AdminOrder }) {
  return (
    <>
      <p className="font-medium whitespace-nowrap tabular-nums">{orderLabel(order)}</p>
      <p className="text-[0.8125rem] text-muted">{listDay(order.createdAt)}</p>
    </>
  );
}

export function CustomerInfo({ order }: { order: AdminOrder }) {
  return (
    <>
      <p className="break-all">{order.email}</p>
      <p className="text-[0.8125rem] text-muted">{itemCountText(order.itemCount)}</p>
    </>
  );
}

export function TypeInfo({ order }: { order: AdminOrder }) {
  return (
    <>
      <FulfillmentBadge type={order.fulfillmentType} />
      {order.storageFeesOwed > 0 && (
        <p className="mt-1 text-[0.8125rem] font-medium text-error">
          Storage: {formatPrice(order.storageFeesOwed, order.currency)}
        </p>
      )}
    </>
  );
}

export function AmountInfo({ order }: { order: AdminOrder }) {
  return (
    <>
      <p className="font-medium tabular-nums">{formatPrice(order.total, order.currency)}</p>
      {order.totalAmountOwed > order.total && (
        <p className="text-[0.8125rem] font-medium whitespace-nowrap text-error">
          Total Owed: {formatPrice(order.totalAmountOwed, order.currency)}
        </p>
      )}
    </>
  );
}

const actionClass =
  'grid size-10 place-items-center text-ink-soft transition-colors duration-150 hover:bg-mat hover:text-ink disabled:cursor-wait disabled:opacity-50';

type ActionsProps = { order: AdminOrder; sending: boolean; onView: () => void; onSendPdf: () => void };

/** View details and Send PDF, as labelled icon buttons. */
export function OrderActions({ order, sending, onView, onSendPdf }: ActionsProps) {
  const label = orderLabel(order);
  return (
    <div className="flex items-center justify-end gap-1">
      <button
        type="button"
        onClick={onView}
        className={actionClass}
        aria-label={`View details of ${label}`}
        title="View details"
      >
        <Eye aria-hidden className="size-[1.125rem]" strokeWidth={1.75} />
      </button>
      <button
        type="button"
        onClick={onSendPdf}
        disabled={sending}
        className={actionClass}
        aria-label={sending ? `Sending PDF of ${label}` : `Send PDF of ${label} to customer`}
        title={sending ? 'Sending...' : 'Send PDF to Customer'}
      >
        <Send aria-hidden className="size-[1.0625rem]" strokeWidth={1.75} />
      </button>
    </div>
  );
}

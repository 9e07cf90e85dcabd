import { CHECKOUT_TEXT } from '@vernissage/contract';
import { Link } from 'react-router';
import { primaryButton } from './buttons.ts';

/** The card checkout's last step, inside the dialog: paid, the invoice on its way, then the confirmation. */
export function GuestCheckoutSuccess({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  return (
    <div className="py-2 text-center">
      <p className="label-caps text-muted">Payment received</p>
      <h3 className="mt-4 text-[2.25rem] font-light tracking-[0.08em]">THANK YOU</h3>
      <p className="mt-4 text-[1.0625rem] text-ink-soft">{CHECKOUT_TEXT.invoiceSent}</p>
      <p className="mt-2 text-[0.875rem] text-muted">Order ID: {orderId}</p>
      <Link
        to={`/order-confirmation/${encodeURIComponent(orderId)}`}
        onClick={onClose}
        className={`${primaryButton} mt-8`}
      >
        View order confirmation
      </Link>
    </div>
  );
}

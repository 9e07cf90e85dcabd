import { CHECKOUT_TEXT, orderLabel } from '@vernissage/contract';
import { useMoney } from '../../lib/currency.tsx';
import { primaryButton } from './buttons.ts';

/**
 * THANK YOU: the invoice is on its way. The order is named by its invoice number when the answer
 * has one; an invoice checkout's number is given just after (decision 042), so it shows the order.
 */
export function CheckoutSent({
  orderId,
  invoiceNumber,
  total,
  onDone,
}: {
  orderId: string;
  invoiceNumber: string | null;
  total: number;
  onDone: () => void;
}) {
  const { formatPrice } = useMoney();
  return (
    <div className="py-4 text-center">
      <p className="label-caps text-muted">Order received</p>
      <h2 className="mt-4 text-[2.25rem] font-light tracking-[0.08em]">THANK YOU</h2>
      <p className="mt-4 text-[1.0625rem] text-ink-soft">{CHECKOUT_TEXT.invoiceSent}</p>
      <p className="mt-2 text-[0.875rem] text-muted">
        {invoiceNumber ? `Invoice ${invoiceNumber}` : orderLabel({ id: orderId, invoiceNumber })} · {formatPrice(total)}
      </p>
      <button type="button" onClick={onDone} className={`${primaryButton} mt-8`}>
        Continue Shopping
      </button>
    </div>
  );
}

import { CHECKOUT_TEXT } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';
import { primaryButton } from './buttons.ts';

/** THANK YOU: the invoice is on its way. */
export function CheckoutSent({
  invoiceNumber,
  total,
  onDone,
}: {
  invoiceNumber: string;
  total: number;
  onDone: () => void;
}) {
  return (
    <div className="py-4 text-center">
      <p className="label-caps text-muted">Order received</p>
      <h2 className="mt-4 text-[2.25rem] font-light tracking-[0.08em]">THANK YOU</h2>
      <p className="mt-4 text-[1.0625rem] text-ink-soft">{CHECKOUT_TEXT.invoiceSent}</p>
      <p className="mt-2 text-[0.875rem] text-muted">
        Invoice {invoiceNumber} · {formatPrice(total)}
      </p>
      <button type="button" onClick={onDone} className={`${primaryButton} mt-8`}>
        Continue Shopping
      </button>
    </div>
  );
}

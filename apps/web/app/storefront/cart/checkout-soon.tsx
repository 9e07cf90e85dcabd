import { Mail } from 'lucide-react';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { Modal } from '../../ui/modal.tsx';
import { primaryButton, secondaryButton } from './buttons.ts';
import { isBuyable } from './cart.ts';
import { invoiceRequestHref } from './checkout-mail.ts';
import { useCart } from './use-cart.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fallbackFocus: () => HTMLElement | null;
};

/**
 * Until online checkout ships: says so plainly and offers an invoice by e-mail.
 * Nothing here takes an order or clears the cart.
 */
export default function CheckoutSoon({ open, onOpenChange, fallbackFocus }: Props) {
  const { items } = useCart();
  const email = useShopInfo().contactEmail;
  const pieces = items.filter(isBuyable).reduce((n, i) => n + i.quantity, 0);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Checkout opens soon" size="sm" fallbackFocus={fallbackFocus}>
      <p className="text-[1rem] leading-relaxed text-ink-soft">
        Online checkout is opening soon. To buy {pieces > 1 ? 'these pieces' : 'this piece'} now, write to us at{' '}
        <a href={`mailto:${email}`} className="font-medium text-ink underline underline-offset-4">
          {email}
        </a>{' '}
        and we will send you an invoice.
      </p>
      <p className="mt-4 text-[0.875rem] text-muted">
        Your bag is kept on this device, so the pieces will be waiting when checkout opens.
      </p>
      <div className="mt-8 grid gap-3">
        <a href={invoiceRequestHref(email, items)} className={`${primaryButton} gap-2`}>
          <Mail aria-hidden className="size-4" strokeWidth={1.5} />
          Request an invoice by e-mail
        </a>
        <button type="button" onClick={() => onOpenChange(false)} className={secondaryButton}>
          Continue Shopping
        </button>
      </div>
    </Modal>
  );
}

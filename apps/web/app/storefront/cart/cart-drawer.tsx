import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { primaryButton, secondaryButton } from './buttons.ts';
import { CartLine } from './cart-line.tsx';
import { CartNotice } from './cart-notice.tsx';
import { useCart } from './use-cart.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/** The Shopping Bag: a drawer from the right, opened from the header and after adding a piece. */
export default function CartDrawer({ open, onOpenChange, returnFocusTo }: Props) {
  const { formatPrice } = useMoney();
  const { shipsFree } = useShopInfo();
  const { items, count, total, changes, openCheckout } = useCart();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 data-[state=closed]:animate-[fade-out_250ms_ease-out] data-[state=open]:animate-[fade-in_250ms_ease-out]" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (document.querySelector('[role="dialog"][data-state="open"]')) return; // checkout took over
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(28rem,100vw)] flex-col bg-paper shadow-lifted outline-none data-[state=closed]:animate-[slide-out-right_250ms_var(--ease-gallery)] data-[state=open]:animate-[slide-in-right_250ms_var(--ease-gallery)]"
        >
          <div className="flex h-[var(--spacing-header)] shrink-0 items-center justify-between border-b border-line pr-2 pl-6">
            <Dialog.Title className="flex items-baseline gap-3 font-display text-[1.375rem]">
              Shopping Bag
              <span className="font-sans text-[0.8125rem] text-muted tabular-nums">
                ({count} {count === 1 ? 'item' : 'items'})
              </span>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close shopping bag"
              className="grid size-11 place-items-center rounded-full transition-colors duration-200 hover:bg-mat"
            >
              <X aria-hidden className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-6 px-6 text-center">
              <p className="font-display text-[1.375rem] text-ink-soft">Your cart is empty.</p>
              <Link to="/gallery" onClick={close} className="text-[0.875rem] font-medium underline underline-offset-4">
                Explore the collection
              </Link>
            </div>
          ) : (
            <>
              <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6">
                {changes.length > 0 && (
                  <div className="pt-6">
                    <CartNotice changes={changes} />
                  </div>
                )}
                <ul aria-label="Items in your bag" className="divide-y divide-line">
                  {items.map((item) => (
                    <CartLine key={item.id} item={item} onNavigate={close} />
                  ))}
                </ul>
              </div>
              <div className="shrink-0 border-t border-line px-6 pt-5 pb-6">
                <p className="flex items-baseline justify-between">
                  <span className="label-caps text-muted">Total</span>
                  <span className="font-display text-[1.5rem] tabular-nums">{formatPrice(total)}</span>
                </p>
                <p className="mt-1 text-[0.8125rem] text-muted">
                  {items.some((i) => i.format.quotedShipping)
                    ? 'The gallery quotes the shipping of crated works by e-mail, before anything is due.'
                    : shipsFree
                      ? 'Shipping is free worldwide.'
                      : 'Shipping and tax are shown at checkout, before you pay.'}
                </p>
                <div className="mt-5 grid gap-3">
                  <button
                    type="button"
                    onClick={() => openCheckout('popup')}
                    disabled={total <= 0}
                    className={primaryButton}
                  >
                    Checkout
                  </button>
                  <Link to="/cart" onClick={close} className={secondaryButton}>
                    View Cart
                  </Link>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

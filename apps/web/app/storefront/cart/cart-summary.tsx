import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { InfoModalButton } from '../info-pages/info-modal-button.tsx';
import { primaryButton } from './buttons.ts';
import { useCart } from './use-cart.ts';

const infoLink = 'cursor-pointer text-ink underline decoration-line underline-offset-4 hover:decoration-current';

/** The cart page's summary: total, shipping (free only while it is), Proceed to Checkout, and where to read the policies. */
export function CartSummary() {
  const { formatPrice } = useMoney();
  const { shipsFree } = useShopInfo();
  const { items, total, count, openCheckout } = useCart();
  const quoted = items.some((i) => i.format.quotedShipping);
  return (
    <aside
      aria-label="Order summary"
      className="self-start bg-mat p-6 sm:p-8 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)]"
    >
      <h2 className="text-[1.5rem]">Summary</h2>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-3 text-[0.9375rem]">
        <dt className="text-muted">
          {count} {count === 1 ? 'piece' : 'pieces'}
        </dt>
        <dd className="text-right tabular-nums">{formatPrice(total)}</dd>
        <dt className="text-muted">Shipping</dt>
        <dd className="text-right">
          {quoted ? 'Quoted by the gallery' : shipsFree ? 'Free worldwide' : 'At checkout'}
        </dd>
        <dt className="border-t border-line pt-4 font-semibold">Total</dt>
        <dd className="border-t border-line pt-4 text-right font-display text-[1.5rem] leading-none tabular-nums">
          {formatPrice(total)}
        </dd>
      </dl>
      <button
        type="button"
        onClick={() => openCheckout('page')}
        disabled={total <= 0}
        className={`${primaryButton} mt-8`}
      >
        Proceed to Checkout
      </button>
      <Link
        to="/gallery"
        className="mt-4 flex min-h-11 items-center justify-center text-[0.875rem] font-medium link-quiet"
      >
        Continue Shopping
      </Link>
      <p className="mt-6 border-t border-line pt-5 text-[0.8125rem] leading-relaxed text-muted">
        Insured delivery by art handlers. Read our{' '}
        <InfoModalButton which="shipping-returns" className={infoLink}>
          Shipping &amp; Returns
        </InfoModalButton>{' '}
        and{' '}
        <InfoModalButton which="size-guide" className={infoLink}>
          Size Guide
        </InfoModalButton>
        .
      </p>
    </aside>
  );
}

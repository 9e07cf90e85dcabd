import { Link } from 'react-router';
import { CartLine } from './cart-line.tsx';
import { CartNotice } from './cart-notice.tsx';
import { CartSummary } from './cart-summary.tsx';
import { useCart } from './use-cart.ts';

/** /cart: 'Your Cart', every line with quantity and Remove, and the summary. */
export function CartPage() {
  const { items, ready, changes } = useCart();
  return (
    <section aria-labelledby="cart-heading" className="page-frame py-14 sm:py-20">
      <h1 id="cart-heading" className="text-[clamp(2.5rem,7vw,4rem)] font-light">
        Your Cart
      </h1>
      {!ready ? (
        <p className="mt-12 text-muted">Loading...</p>
      ) : items.length === 0 ? (
        <div className="mt-12 border-t border-line pt-12">
          <p className="font-display text-[1.5rem] text-ink-soft">Your cart is empty.</p>
          <Link
            to="/gallery"
            className="mt-8 inline-flex min-h-12 items-center bg-ink px-7 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
          >
            Explore the collection
          </Link>
        </div>
      ) : (
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-16">
          <div>
            <CartNotice changes={changes} />
            <ul aria-label="Items in your cart" className="divide-y divide-line border-y border-line">
              {items.map((item) => (
                <CartLine key={item.id} item={item} size="wide" />
              ))}
            </ul>
          </div>
          <CartSummary />
        </div>
      )}
    </section>
  );
}

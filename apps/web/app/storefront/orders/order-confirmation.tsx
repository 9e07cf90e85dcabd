import { CheckCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ORDERS_KEY, readLocalOrders } from '../../lib/local-orders.ts';

const button =
  'inline-flex min-h-12 items-center justify-center px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200';

/**
 * After a purchase: thanks, and the order id this browser stored when it placed the order. Another
 * browser (or a guessed id) sees the thanks without any order details.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const [known, setKnown] = useState<boolean | null>(null);
  useEffect(() => {
    try {
      setKnown(readLocalOrders(window.localStorage.getItem(ORDERS_KEY)).some((o) => o.id === orderId));
    } catch {
      setKnown(false);
    }
  }, [orderId]);
  return (
    <article className="page-frame grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl">
        <CheckCircle aria-hidden className="mx-auto size-10 text-accent" strokeWidth={1.25} />
        <h1 className="mt-6 text-[clamp(2.25rem,6vw,3.5rem)] font-light">Thank you for your order!</h1>
        {known && (
          <p className="mt-6 text-[1rem] text-ink-soft">
            Order ID: <span className="font-medium text-ink">{orderId}</span>
          </p>
        )}
        <p className="mt-4 text-[1rem] leading-relaxed text-ink-soft">
          A confirmation with your invoice is on its way to your e-mail.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={`${button} bg-ink text-paper hover:bg-accent`}>
            Back to Home
          </Link>
          <Link to="/order-history" className={`${button} border border-ink hover:bg-ink hover:text-paper`}>
            Order History
          </Link>
        </div>
      </div>
    </article>
  );
}

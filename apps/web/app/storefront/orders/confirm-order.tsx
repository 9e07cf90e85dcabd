import { CheckCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { confirmOrder } from '../api/client.ts';

const button =
  'inline-flex min-h-12 items-center justify-center px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200';

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; invoiceNumber: string; reservedUntil: string | null }
  | { kind: 'failed'; message: string };

const NETWORK = 'We could not reach the gallery. Please check your connection and open the link again.';
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * The page the invoice e-mail's "Confirm this order" link opens. The confirmation is a POST sent
 * by this page's script once it runs in the visitor's browser: a mail scanner that only fetches
 * the link confirms nothing (decision 028).
 */
export function ConfirmOrder({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'confirming' });
  useEffect(() => {
    let live = true;
    void confirmOrder(token).then((result) => {
      if (!live) return;
      if (result.kind === 'ok') setState({ kind: 'confirmed', ...result.data });
      else setState({ kind: 'failed', message: result.kind === 'error' && result.error ? result.error : NETWORK });
    });
    return () => {
      live = false;
    };
  }, [token]);

  const title =
    state.kind === 'confirmed'
      ? 'Your order is confirmed'
      : state.kind === 'failed'
        ? 'This order could not be confirmed'
        : 'Confirming your order…';
  return (
    <article className="page-frame grid min-h-[60vh] place-items-center py-20 text-center">
      <div className="max-w-xl" role="status" aria-live="polite">
        {state.kind === 'confirmed' && (
          <CheckCircle aria-hidden className="mx-auto mb-6 size-10 text-accent" strokeWidth={1.25} />
        )}
        <h1 className="text-[clamp(2.25rem,6vw,3.5rem)] font-light">{title}</h1>
        {state.kind === 'confirming' && (
          <noscript>
            <p className="mt-6 text-[1rem] leading-relaxed text-ink-soft">
              Please turn on JavaScript and open the link again to confirm your order.
            </p>
          </noscript>
        )}
        {state.kind === 'confirmed' && (
          <>
            <p className="mt-6 text-[1rem] leading-relaxed text-ink-soft">
              Thank you. {state.reservedUntil ? 'The works of invoice ' : 'Invoice '}
              <span className="font-medium text-ink">{state.invoiceNumber}</span>
              {state.reservedUntil ? (
                <>
                  {' '}
                  are reserved for you until <span className="font-medium text-ink">{day(state.reservedUntil)}</span>.
                </>
              ) : (
                ' is paid: the works are yours.'
              )}
            </p>
            {state.reservedUntil && (
              <p className="mt-4 text-[1rem] leading-relaxed text-ink-soft">
                Please pay by bank transfer as your invoice describes, quoting its number.
              </p>
            )}
          </>
        )}
        {state.kind === 'failed' && <p className="mt-6 text-[1rem] leading-relaxed text-ink-soft">{state.message}</p>}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/gallery" className={`${button} bg-ink text-paper hover:bg-accent`}>
            Back to the Gallery
          </Link>
          <Link to="/order-history" className={`${button} border border-ink hover:bg-ink hover:text-paper`}>
            Order History
          </Link>
        </div>
      </div>
    </article>
  );
}

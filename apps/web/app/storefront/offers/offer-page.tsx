import type { CollectorOffer } from '@vernissage/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { useCardPayments } from '../../lib/use-card-payments.ts';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { acceptCounterOffer } from '../api/client.ts';
import { primaryButton } from '../cart/buttons.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { OfferCardPayment } from './offer-card-payment.tsx';
import { OfferInvoiceForm } from './offer-invoice-form.tsx';
import { offerStateText } from './offer-text.ts';

type Props = { initial: CollectorOffer; token: string };

/**
 * The collector's personal page `/offers/{token}` (gallery.md §5): the work, the offer's state, and
 * what they can do now: accept the gallery's counteroffer, or buy the held work at the agreed price
 * by invoice (and by card where the shop takes cards). Prices come from the server only.
 */
export function OfferPage({ initial, token }: Props) {
  const { formatPrice, currency } = useMoney();
  const [offer, setOffer] = useState(initial);
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cards = useCardPayments() !== 'none';
  const state = offerStateText(offer, currency);

  const acceptCounter = async () => {
    setAccepting(true);
    setError(null);
    const result = await acceptCounterOffer(token);
    setAccepting(false);
    if (result.kind === 'ok') setOffer(result.data);
    else
      setError(result.kind === 'network' ? 'Network error. Please try again.' : (result.error ?? 'Please try again.'));
  };

  return (
    <article className="page-frame pt-8 pb-24 sm:pt-12">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16 xl:gap-24">
        <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:self-start">
          <div className="relative mx-auto aspect-[4/3] w-full max-w-md lg:aspect-[4/5] lg:max-w-none">
            <MattedPicture
              picture={null}
              src={offer.artwork.imageUrl || undefined}
              alt={`${offer.artwork.title} by ${offer.artwork.artistName}`}
              sizes="(min-width: 1024px) 40vw, 100vw"
              priority
            />
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-8">
          <header>
            <p className="label-caps text-muted">Your offer</p>
            <h1 className="mt-3 font-display text-[2rem] leading-tight font-light sm:text-[2.5rem]">
              <span className="italic">{offer.artwork.title}</span>
            </h1>
            <p className="mt-2 text-[1rem] text-ink-soft">
              {offer.artwork.artistName} · {offer.formatName}
            </p>
          </header>
          <dl className="grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 border-y border-line py-5 text-[0.9375rem]">
            <dt className="text-muted">Your offer</dt>
            <dd>{formatPrice(offer.amount)}</dd>
            {offer.counterAmount !== null && (
              <>
                <dt className="text-muted">Gallery’s counteroffer</dt>
                <dd>{formatPrice(offer.counterAmount)}</dd>
              </>
            )}
            {offer.agreedAmount !== null && (
              <>
                <dt className="text-muted">Agreed price</dt>
                <dd className="font-display text-[1.5rem] leading-none">{formatPrice(offer.agreedAmount)}</dd>
              </>
            )}
          </dl>
          <section aria-live="polite" className="flex flex-col gap-3">
            <h2 className="text-[1.5rem] font-light">{state.heading}</h2>
            <p className="max-w-prose text-[1.0625rem] leading-relaxed text-ink-soft">{state.text}</p>
          </section>
          {offer.status === 'countered' && (
            <div className="flex flex-col gap-3">
              <button type="button" onClick={acceptCounter} disabled={accepting} className={primaryButton}>
                {accepting
                  ? 'Accepting...'
                  : `Accept Counteroffer · ${formatPrice(offer.counterAmount ?? offer.amount)}`}
              </button>
              <FormAlert error={error} className="text-[0.9375rem]" />
            </div>
          )}
          {offer.status === 'accepted' && (
            <div className="flex flex-col gap-10">
              <OfferInvoiceForm
                token={token}
                onOrdered={(orderId) => setOffer({ ...offer, status: 'ordered', orderId })}
              />
              {cards && (
                <OfferCardPayment
                  token={token}
                  onOrdered={(orderId) => setOffer({ ...offer, status: 'ordered', orderId })}
                />
              )}
            </div>
          )}
          {offer.status === 'ordered' && offer.orderId && (
            <p className="text-[0.9375rem] text-muted">Order ID: {offer.orderId}</p>
          )}
          {(offer.status === 'expired' || offer.status === 'declined') && (
            <Link to={`/artworks/${offer.artwork._id}`} className="self-start text-[0.9375rem] link-quiet">
              See the work
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

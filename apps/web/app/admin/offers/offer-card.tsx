import type { AdminOffer } from '@vernissage/contract';
import { Check, History, Reply, X } from 'lucide-react';
import { useCurrency } from '../../lib/currency.tsx';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';
import { eventText, money, OFFER_STATUS_LABEL, when } from './offer-format.ts';

type Props = {
  offer: AdminOffer;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onCounter: () => void;
};

/** One offer: the work, the amount beside the listed price, who and when, the note (as text), the answers and the history. */
export function OfferCard({ offer: o, busy, onAccept, onDecline, onCounter }: Props) {
  const currency = useCurrency();
  const headingId = `offer-${o._id}`;
  const waiting = o.status === 'open';
  return (
    <article
      aria-labelledby={headingId}
      className={`border bg-white p-5 ${waiting ? 'border-ink-soft shadow-[inset_3px_0_0_var(--color-accent)]' : 'border-line'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-sans text-[0.9375rem] font-medium">
          <a
            href={`/artworks/${encodeURIComponent(o.artwork._id)}`}
            target="_blank"
            rel="noreferrer"
            className="underline decoration-subtle underline-offset-4 hover:decoration-ink"
          >
            {o.artwork.title}
          </a>
          <span className="text-ink-soft"> · {o.formatName}</span>
        </h3>
        <p className="label-caps text-[0.625rem] text-accent">{OFFER_STATUS_LABEL[o.status]}</p>
      </header>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-[0.875rem]">
        <dt className="text-muted">Offer</dt>
        <dd>
          <span className="font-medium">{money(o.amount, currency)}</span>
          {o.listedPrice !== null && o.listedPrice > 0 && (
            <span className="text-muted"> · {Math.round((o.amount / o.listedPrice) * 100)}% of the listed price</span>
          )}
        </dd>
        <dt className="text-muted">Listed price</dt>
        <dd>{o.listedPrice === null ? 'Price on request' : money(o.listedPrice, currency)}</dd>
        {o.counterAmount !== null && (
          <>
            <dt className="text-muted">Your counter</dt>
            <dd>{money(o.counterAmount, currency)}</dd>
          </>
        )}
        <dt className="text-muted">Collector</dt>
        <dd className="[overflow-wrap:anywhere]">
          {o.name} · {o.email}
        </dd>
        <dt className="text-muted">Made</dt>
        <dd>
          <time dateTime={o.createdAt}>{when(o.createdAt)}</time>
        </dd>
        {o.expiresAt !== null && (o.status === 'accepted' || o.status === 'countered') && (
          <>
            <dt className="text-muted">{o.status === 'accepted' ? 'Held until' : 'Counter open until'}</dt>
            <dd>
              <time dateTime={o.expiresAt}>{when(o.expiresAt)}</time>
            </dd>
          </>
        )}
      </dl>
      {o.message && (
        <p className="mt-3 text-[0.9375rem] leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">
          {o.message}
        </p>
      )}
      <details className="mt-3 text-[0.8125rem] text-ink-soft">
        <summary className="inline-flex cursor-pointer items-center gap-1.5">
          <History aria-hidden className="size-4" /> History
        </summary>
        <ol className="mt-2 grid gap-1 pl-6">
          {o.events.map((e) => (
            <li key={`${e.kind}-${e.at}`}>
              <time dateTime={e.at}>{when(e.at)}</time>: {eventText(e, currency)}
            </li>
          ))}
        </ol>
      </details>
      {(waiting || o.status === 'countered') && (
        <div className="mt-4 flex flex-wrap gap-1 border-t border-line pt-3">
          {waiting && (
            <>
              <button
                type="button"
                className={rowButton}
                disabled={busy}
                onClick={onAccept}
                aria-label={`Accept the offer from ${o.name}`}
              >
                <Check aria-hidden className="size-4" /> Accept
              </button>
              <button
                type="button"
                className={rowButton}
                disabled={busy}
                onClick={onCounter}
                aria-label={`Counter the offer from ${o.name}`}
              >
                <Reply aria-hidden className="size-4" /> Counter
              </button>
            </>
          )}
          <button
            type="button"
            className={`${rowDangerButton} ml-auto`}
            disabled={busy}
            onClick={onDecline}
            aria-label={`Decline the offer from ${o.name}`}
          >
            <X aria-hidden className="size-4" /> Decline
          </button>
        </div>
      )}
    </article>
  );
}

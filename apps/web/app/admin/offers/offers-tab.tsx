import type { AdminOffer } from '@vernissage/contract';
import { useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { CounterDialog } from './counter-dialog.tsx';
import { OfferCard } from './offer-card.tsx';
import { money } from './offer-format.ts';
import { useAnswerOffer, useOffers } from './use-offers.ts';

/** Offers from collectors: the ones waiting first (oldest first), then the latest answered; accept, decline, counter. */
export function OffersTab() {
  const currency = useCurrency();
  const offers = useOffers();
  const [countering, setCountering] = useState<AdminOffer | null>(null);
  const answer = useAnswerOffer(() => setCountering(null));
  const confirm = useConfirm();

  if (offers.isPending) return <LoadingState>Loading offers...</LoadingState>;
  if (offers.isError) return <ErrorState message={offers.error.message} onRetry={() => void offers.refetch()} />;
  const list = offers.data.offers;
  if (list.length === 0)
    return (
      <EmptyState title="No offers yet.">
        Collectors can make an offer on a work whose ‘Accepts offers’ switch is on (in the artwork’s dialog).
      </EmptyState>
    );
  const waiting = list.filter((o) => o.status === 'open').length;

  async function askAccept(o: AdminOffer) {
    const yes = await confirm({
      message: `Accept ${money(o.amount, currency)} for “${o.artwork.title}”?`,
      detail: `One unit is held for ${o.name} for 48 hours, and they are e-mailed a link to buy it at this price.`,
      confirmLabel: 'Accept',
    });
    if (yes) answer.mutate({ kind: 'accept', id: o._id });
  }
  async function askDecline(o: AdminOffer) {
    const yes = await confirm({
      message: `Decline the offer from ${o.name}?`,
      detail: 'They are told politely by e-mail.',
      confirmLabel: 'Decline',
    });
    if (yes) answer.mutate({ kind: 'decline', id: o._id });
  }

  return (
    <div className="max-w-4xl">
      <PanelToolbar summary={`${waiting} offer${waiting === 1 ? '' : 's'} waiting for an answer.`} />
      <ul className="space-y-4">
        {list.map((o) => (
          <li key={o._id}>
            <OfferCard
              offer={o}
              busy={answer.isPending}
              onAccept={() => void askAccept(o)}
              onDecline={() => void askDecline(o)}
              onCounter={() => setCountering(o)}
            />
          </li>
        ))}
      </ul>
      <CounterDialog
        offer={countering}
        busy={answer.isPending}
        onCancel={() => setCountering(null)}
        onCounter={(amount) => countering && answer.mutate({ kind: 'counter', id: countering._id, amount })}
      />
    </div>
  );
}

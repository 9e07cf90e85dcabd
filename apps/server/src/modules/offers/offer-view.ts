import type { AdminOffer, CollectorOffer } from '@vernissage/contract';
import { toDollars } from '../../platform/money.ts';
import type { OfferEventRow, OfferRow } from './offer-repo.ts';

const dollarsOrNull = (cents: number | null): number | null => (cents === null ? null : toDollars(cents));

/** The status the collector and the back office see: a lapsed hold or counter is expired even before its job ran. */
function shownStatus(o: OfferRow, now: string): OfferRow['status'] {
  const lapsing = o.status === 'accepted' || o.status === 'countered';
  return lapsing && o.expires_at !== null && o.expires_at <= now ? 'expired' : o.status;
}

/** Steps in the order a lifecycle takes them: two steps in one instant (a test clock, a fast click) keep it. */
const STEP_ORDER: OfferEventRow['kind'][] = [
  'made',
  'countered',
  'accepted',
  'counter-accepted',
  'declined',
  'expired',
  'ordered',
];
const inOrder = (a: OfferEventRow, b: OfferEventRow) =>
  a.at < b.at ? -1 : a.at > b.at ? 1 : STEP_ORDER.indexOf(a.kind) - STEP_ORDER.indexOf(b.kind);

export function toAdminOffer(o: OfferRow, title: string, events: OfferEventRow[], now: string): AdminOffer {
  return {
    _id: o.id,
    artwork: { _id: o.artwork_id, title },
    formatId: o.format_id,
    formatName: o.format_name,
    amount: toDollars(o.amount_cents),
    listedPrice: dollarsOrNull(o.listed_price_cents),
    email: o.email,
    name: o.name,
    message: o.message,
    status: shownStatus(o, now),
    counterAmount: dollarsOrNull(o.counter_amount_cents),
    expiresAt: o.expires_at,
    orderId: o.order_id,
    createdAt: o.created_at,
    events: [...events]
      .sort(inOrder)
      .map((e) => ({ kind: e.kind, at: e.at, actor: e.actor, amount: dollarsOrNull(e.amount_cents) })),
  };
}

export function toCollectorOffer(
  o: OfferRow,
  work: { title: string; artistName: string; imageUrl: string },
  now: string,
): CollectorOffer {
  return {
    status: shownStatus(o, now),
    artwork: { _id: o.artwork_id, ...work },
    formatName: o.format_name,
    name: o.name,
    amount: toDollars(o.amount_cents),
    counterAmount: dollarsOrNull(o.counter_amount_cents),
    agreedAmount: dollarsOrNull(o.agreed_amount_cents),
    expiresAt: o.status === 'accepted' || o.status === 'countered' ? o.expires_at : null,
    orderId: o.order_id,
  };
}

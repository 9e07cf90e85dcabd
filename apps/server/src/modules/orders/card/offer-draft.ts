import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { newId } from '../../../platform/ids.ts';
import { toDollars } from '../../../platform/money.ts';
import { releaseDraftJob } from './card-checkout.ts';
import { insertDraft } from './draft-repo.ts';

/**
 * The offers module's side of a card payment through an offer's link (decision 068): whether the
 * offer still holds its unit for this payment, and the offer bought once the order is written. Given
 * to the card checkout by the app's wiring, so orders never import offers.
 */
export type OfferUnits = {
  /** Locks the offer: true while it is accepted and within its hours (its unit is held for this payment). */
  claim(tx: Db, offerId: string, now: string): Promise<boolean>;
  /** The offer is bought: moved to ordered with the order, in the finalization's transaction. */
  ordered(tx: Db, offerId: string, orderId: string, now: string): Promise<void>;
};

export type OfferDraft = {
  offerId: string;
  email: string;
  deliveryAddress: string;
  artworkId: string;
  formatId: string;
  /** The agreed price: what the payment intent will ask, read from the draft. */
  amountCents: number;
  /** The offer's end: the draft is open as long as the offer holds the unit. */
  expiresAt: string;
};

/**
 * A card checkout of a unit an accepted offer holds, inside the caller's transaction: the draft takes
 * no unit of its own and gives none back (the offer keeps it until the payment makes the order, or
 * until the offer ends), and stays out of the Buy Now budget (the offer is limited already).
 */
export async function createOfferDraft(tx: Db, clock: Clock, d: OfferDraft) {
  const draftId = newId();
  await insertDraft(tx, {
    id: draftId,
    email: d.email,
    delivery_address: d.deliveryAddress,
    artwork_id: d.artworkId,
    format_id: d.formatId,
    quantity: 1,
    amount_cents: d.amountCents,
    created_at: clock.now().toISOString(),
    expires_at: d.expiresAt,
    email_key: null,
    client_key: null,
    offer_id: d.offerId,
  });
  const release = { clock, runAt: new Date(d.expiresAt), dedupeKey: `release-draft:${draftId}` };
  await releaseDraftJob.enqueue(tx, { draftId }, release);
  return { draft_id: draftId, amount: toDollars(d.amountCents), expires_at: d.expiresAt };
}

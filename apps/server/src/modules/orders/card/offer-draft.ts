import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { newId } from '../../../platform/ids.ts';
import { toDollars } from '../../../platform/money.ts';
import { releaseDraftJob } from './card-checkout.ts';
import { insertDraft } from './draft-repo.ts';

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

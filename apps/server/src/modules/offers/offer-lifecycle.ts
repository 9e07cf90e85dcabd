import { canMove, OFFER_STATUS_NEXT, type OfferEvent, type OfferStatus } from '@vernissage/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { OffersTable } from '../../db/schema.ts';
import { newId } from '../../platform/ids.ts';
import { insertOfferEvent, type OfferRow, updateOfferFrom } from './offer-repo.ts';

export type OfferMove = {
  to: OfferStatus;
  /** The step as the offer's history names it. */
  kind: OfferEvent['kind'];
  /** The collector's e-mail, the admin's, or 'system'. */
  actor: string;
  at: string;
  amountCents?: number | null;
  set?: Omit<Updateable<OffersTable>, 'status' | 'updated_at'>;
};

/**
 * The one way an offer changes status (decision 068): the move must be in the lifecycle's table, and
 * the row must still hold the status it was read with (a conditional update), so of two racing
 * answers one wins and the other changes nothing. Each move writes its step to the offer's history.
 */
export async function moveOffer(tx: Db, offer: OfferRow, move: OfferMove): Promise<boolean> {
  if (!canMove(OFFER_STATUS_NEXT, offer.status, move.to)) return false;
  const moved = await updateOfferFrom(tx, offer.id, offer.status, {
    ...move.set,
    status: move.to,
    updated_at: move.at,
  });
  if (!moved) return false;
  await insertOfferEvent(tx, {
    id: newId(),
    offer_id: offer.id,
    kind: move.kind,
    actor: move.actor,
    amount_cents: move.amountCents ?? null,
    at: move.at,
  });
  return true;
}

import type { OfferCardBody } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import { createOfferDraft, type OfferUnits } from '../orders/index.ts';
import { moveOffer } from './offer-lifecycle.ts';
import { findOfferForUpdate } from './offer-repo.ts';
import { linkedOffer, type OfferDeps } from './offers-service.ts';

/**
 * Card payment through the link (decision 068): a card checkout draft at the agreed price, open as
 * long as the offer holds the unit; then the card endpoints as for Buy Now.
 */
export async function payOfferByCard(deps: OfferDeps, token: string, body: OfferCardBody) {
  const at = deps.clock.now().toISOString();
  return inTransaction(deps.db, async (tx) => {
    const offer = await linkedOffer(tx, token, 'accepted', at);
    return createOfferDraft(tx, deps, {
      offerId: offer.id,
      email: offer.email,
      deliveryAddress: body.delivery_address,
      country: body.country,
      region: body.region,
      artworkId: offer.artwork_id,
      formatId: offer.format_id,
      amountCents: offer.agreed_amount_cents ?? offer.amount_cents,
      expiresAt: offer.expires_at ?? at,
    });
  });
}

/** What the card checkout asks of an offer when its payment arrives (wired in by the app). */
export const offerUnits: OfferUnits = {
  async claim(tx: Db, offerId: string, now: string) {
    const offer = await findOfferForUpdate(tx, offerId);
    return offer?.status === 'accepted' && offer.expires_at !== null && offer.expires_at > now;
  },
  async ordered(tx: Db, offerId: string, orderId: string, now: string) {
    const offer = await findOfferForUpdate(tx, offerId);
    if (!offer) return;
    const step = { to: 'ordered' as const, kind: 'ordered' as const, actor: offer.email, at: now };
    await moveOffer(tx, offer, { ...step, amountCents: offer.agreed_amount_cents, set: { order_id: orderId } });
  },
};

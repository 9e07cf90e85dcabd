import { SHIPPING_TEXT } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import type { MediaUrl } from '../../../platform/media/storage.ts';
import { toDollars } from '../../../platform/money.ts';
import { describeSaleLine } from '../../artworks/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { cardDestination, saleCosts, toCostsView } from '../core/sale-costs.ts';
import { releaseDraftJob } from './card-checkout.ts';
import { draftCostsText } from './draft-costs.ts';
import { insertDraft } from './draft-repo.ts';

export type OfferDraft = {
  offerId: string;
  email: string;
  deliveryAddress: string;
  country?: string | undefined;
  region?: string | undefined;
  artworkId: string;
  formatId: string;
  /** The agreed price of the unit; the payment asks it with shipping and tax. */
  amountCents: number;
  /** The offer's end: the draft is open as long as the offer holds the unit. */
  expiresAt: string;
};

/**
 * A card checkout of a unit an accepted offer holds, inside the caller's transaction: the draft takes
 * no unit of its own and gives none back (the offer keeps it until the payment makes the order, or
 * until the offer ends), and stays out of the Buy Now budget (the offer is limited already). Its
 * shipping and tax are added to the agreed price as for Buy Now (409 when the shipping is quoted).
 */
export async function createOfferDraft(tx: Db, deps: { clock: Clock; mediaUrl: MediaUrl }, d: OfferDraft) {
  const { clock } = deps;
  const described = await describeSaleLine(tx, d.artworkId, d.formatId, deps.mediaUrl);
  if (!described) throw new Conflict('The work is no longer available.');
  const line = { ...described, quantity: 1, unitPriceCents: d.amountCents };
  const settings = await getShopSettings(tx);
  const costs = saleCosts(settings, [line], cardDestination(settings, [line], d.country, d.region));
  if (costs.shippingCents === null) throw new Conflict(SHIPPING_TEXT.noCardForQuote);
  const draftId = newId();
  await insertDraft(tx, {
    id: draftId,
    email: d.email,
    delivery_address: d.deliveryAddress,
    artwork_id: d.artworkId,
    format_id: d.formatId,
    quantity: 1,
    amount_cents: costs.totalCents,
    costs: draftCostsText(d.amountCents, costs),
    created_at: clock.now().toISOString(),
    expires_at: d.expiresAt,
    email_key: null,
    client_key: null,
    offer_id: d.offerId,
  });
  const release = { clock, runAt: new Date(d.expiresAt), dedupeKey: `release-draft:${draftId}` };
  await releaseDraftJob.enqueue(tx, { draftId }, release);
  return { draft_id: draftId, amount: toDollars(costs.totalCents), expires_at: d.expiresAt, costs: toCostsView(costs) };
}

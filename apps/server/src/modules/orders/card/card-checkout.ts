import {
  CARD_DRAFTS_PER_CLIENT,
  CARD_HOLD_MINUTES,
  CARD_TEXT,
  type OrderDraftBody,
  type PaymentIntentResponse,
  SHIPPING_TEXT,
} from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, HttpError, NotFound } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import type { MediaUrl } from '../../../platform/media/storage.ts';
import { toDollars } from '../../../platform/money.ts';
import { describeSaleLine, holdIfFree, holdSale, priceSale, sellHeld } from '../../artworks/index.ts';
import type { PaymentProvider } from '../../payments/index.ts';
import { recordIntent, settleIntent } from '../../payments/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { emailKey } from '../core/hold-rules.ts';
import { numberNewOrder } from '../core/invoice-number.ts';
import { cardDestination, saleCosts, toCostsView } from '../core/sale-costs.ts';
import { writeOrder } from '../lifecycle/order-writer.ts';
import { draftCosts, draftCostsText } from './draft-costs.ts';
import { moveDraft } from './draft-lifecycle.ts';
import { findDraft, findDraftForUpdate, findHoldingDrafts, insertDraft, lockDraftBudget } from './draft-repo.ts';
import { enqueueRefund } from './refund-job.ts';

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

export type CardDeps = {
  db: Db;
  clock: Clock;
  mediaUrl: MediaUrl;
  payments: PaymentProvider;
  catalogChanged: () => void;
  /** The offers' units, for a payment through an offer's link. */
  offerUnits: OfferUnits;
};

/**
 * Holds one unit of the work in the chosen format for its minutes (409 when none is free); then a
 * job gives it back. The hold is budgeted (decision 052): a new checkout for the same address
 * replaces its open one (that work goes back on sale at once), and a client (an IPv6 client by its
 * /64) holds at most CARD_DRAFTS_PER_CLIENT works at a time (429, in words a buyer understands).
 * The amount is the total with shipping to the buyer's country and tax (gallery.md §6); a work whose
 * shipping the gallery quotes cannot be paid by card (409 before anything is held).
 */
export async function createDraft(deps: CardDeps, body: OrderDraftBody, client: string) {
  const now = deps.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000);
  const draftId = newId();
  const address = emailKey(body.email);
  const costs = await inTransaction(deps.db, async (tx) => {
    await lockDraftBudget(tx, { emailKey: address, clientKey: client });
    for (const replaced of await findHoldingDrafts(tx, { emailKey: address }, at)) {
      await moveDraft(tx, replaced, { to: 'expired', replacedAt: at });
    }
    const holding = await findHoldingDrafts(tx, { clientKey: client }, at);
    if (holding.length >= CARD_DRAFTS_PER_CLIENT) throw new HttpError(429, CARD_TEXT.tooManyDrafts);
    const [line] = await priceSale(
      tx,
      [{ artworkId: body.artwork_id, formatId: body.variant, quantity: 1 }],
      deps.mediaUrl,
    );
    if (!line) throw new Conflict(CARD_TEXT.draftFailed);
    const settings = await getShopSettings(tx);
    const destination = cardDestination(settings, [line], body.country, body.region);
    const costs = saleCosts(settings, [line], destination);
    if (costs.shippingCents === null) throw new Conflict(SHIPPING_TEXT.noCardForQuote);
    await holdSale(tx, [line]);
    await insertDraft(tx, {
      id: draftId,
      email: body.email,
      delivery_address: body.delivery_address,
      artwork_id: line.artworkId,
      format_id: line.formatId,
      quantity: 1,
      amount_cents: costs.totalCents,
      costs: draftCostsText(line.unitPriceCents, costs),
      created_at: at,
      expires_at: expiresAt.toISOString(),
      email_key: address,
      client_key: client,
    });
    const release = { clock: deps.clock, runAt: expiresAt, dedupeKey: `release-draft:${draftId}` };
    await releaseDraftJob.enqueue(tx, { draftId }, release);
    return costs;
  });
  deps.catalogChanged();
  return {
    draft_id: draftId,
    amount: toDollars(costs.totalCents),
    expires_at: expiresAt.toISOString(),
    costs: toCostsView(costs),
  };
}

/** A payment intent for the draft's amount from the database (one per draft, whatever the retries). */
export async function createPaymentIntent(deps: CardDeps, draftId: string): Promise<PaymentIntentResponse> {
  const draft = await findDraft(deps.db, draftId);
  if (!draft) throw new NotFound(CARD_TEXT.draftNotFound);
  if (draft.status !== 'open' || draft.expires_at <= deps.clock.now().toISOString())
    throw new Conflict(CARD_TEXT.holdExpired);
  const { currency } = draftCosts(draft).costs;
  const intent = await deps.payments.createIntent({
    amountCents: draft.amount_cents,
    currency,
    draftId,
    email: draft.email,
    idempotencyKey: `intent:${draftId}`,
  });
  const now = deps.clock.now().toISOString();
  await recordIntent(deps.db, {
    provider: deps.payments.name,
    intentId: intent.id,
    draftId,
    amountCents: draft.amount_cents,
    currency,
    now,
  });
  return { clientSecret: intent.clientSecret, ...deps.payments.publicConfig() };
}

/** Gives an expired, unpaid draft's unit back to the store (the release job; idempotent). */
async function releaseExpiredDraft(deps: Pick<CardDeps, 'db' | 'clock'>, draftId: string): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const draft = await findDraftForUpdate(tx, draftId);
    if (draft?.status !== 'open') return false;
    return moveDraft(tx, draft, { to: 'expired', expiredBy: deps.clock.now().toISOString() });
  });
}

/** Gives an unpaid card checkout's held unit back when its minutes are up. */
export const releaseDraftJob = defineJob({
  kind: 'orders.release-draft',
  payload: z.object({ draftId: z.string() }),
  handle: async ({ draftId }, _ctx, deps: Pick<CardDeps, 'db' | 'clock' | 'catalogChanged'>) => {
    if (await releaseExpiredDraft(deps, draftId)) deps.catalogChanged();
  },
});

export type Finalized = { orderId: string } | { refunded: true };

/**
 * The one way a card order is made, from the browser (POST /api/orders), the provider's webhook or
 * the sandbox, however often and in whatever order they arrive: the provider must say the intent
 * for this draft succeeded for the draft's amount. A draft already ordered answers its order. A
 * payment that lands after the hold expired takes the unit again if one is free; if not, a refund
 * is queued (the refund job) and no order is made: nothing is ever sold twice, nobody is charged for nothing.
 */
export async function finalizeCardOrder(deps: CardDeps, draftId: string, intentId: string): Promise<Finalized> {
  const intent = await deps.payments.retrieveIntent(intentId);
  const paid = intent?.status === 'succeeded' && intent.draftId === draftId;
  if (!intent || !paid) throw new Conflict(CARD_TEXT.paymentNotSuccessful);
  const now = deps.clock.now().toISOString();
  const outcome = await inTransaction(deps.db, async (tx): Promise<Finalized> => {
    const draft = await findDraftForUpdate(tx, draftId);
    if (!draft) throw new NotFound(CARD_TEXT.draftNotFound);
    if (draft.order_id) return { orderId: draft.order_id };
    const { unitPriceCents, costs } = draftCosts(draft);
    const paidAsAsked = intent.amountCents === draft.amount_cents && intent.currency === costs.currency;
    if (!paidAsAsked || draft.status === 'refunded') throw new Conflict(CARD_TEXT.paymentNotSuccessful);
    const described = await describeSaleLine(tx, draft.artwork_id, draft.format_id, deps.mediaUrl);
    const line = described && { ...described, quantity: draft.quantity, unitPriceCents };
    // An offer's payment takes the unit the offer holds, or none: never a second unit at the agreed price.
    const held =
      draft.offer_id !== null
        ? await deps.offerUnits.claim(tx, draft.offer_id, now)
        : draft.status === 'open' || (await holdIfFree(tx, draft.artwork_id, draft.quantity));
    const sold = held && (await sellHeld(tx, draft.artwork_id, draft.quantity));
    const settle = {
      provider: deps.payments.name,
      intentId,
      draftId,
      amountCents: draft.amount_cents,
      currency: costs.currency,
      now,
    };
    if (!sold || !line) {
      // The refund is a job written with this decision, so it happens even if the provider fails
      // now: the outbox retries it until the provider confirms (decision 027).
      await moveDraft(tx, draft, { to: 'refunded' });
      await settleIntent(tx, { ...settle, status: 'refund_pending', orderId: null });
      await enqueueRefund(tx, { provider: deps.payments.name, intentId, draftId }, deps.clock);
      return { refunded: true };
    }
    const { orderId, placedAt } = await writeOrder(
      tx,
      {
        email: draft.email,
        lines: [line],
        costs,
        fulfillmentType: 'shipping',
        deliveryAddress: draft.delivery_address,
        storageFeeCents: null,
        payment: { method: 'card', draftId, test: deps.payments.name === 'sandbox' },
      },
      deps.clock,
    );
    await moveDraft(tx, draft, { to: 'ordered', orderId });
    if (draft.offer_id !== null) await deps.offerUnits.ordered(tx, draft.offer_id, orderId, now);
    await settleIntent(tx, { ...settle, status: 'succeeded', orderId });
    // Numbered here rather than by the invoice job: the buyer's page asks for the paid invoice
    // (with its number) right after this answer. Last, as the year's counter stays locked until commit.
    await numberNewOrder(tx, orderId, placedAt);
    return { orderId };
  });
  deps.catalogChanged();
  return outcome;
}

import {
  type AdminOffer,
  type AdminOffers,
  CHECKOUT_TEXT,
  type CollectorOffer,
  type CounterBody,
  OFFER_RULES,
  OFFER_TEXT,
  type OfferBody,
  type OfferInvoiceBody,
  type OfferInvoiceSent,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { BadRequest, Conflict, HttpError, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { enqueueJobs } from '../../platform/jobs/enqueue.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { MediaUrl } from '../../platform/media/storage.ts';
import { toCents, toDollars } from '../../platform/money.ts';
import { artworkTitles, describeSaleLine, holdIfFree, offerTermsOf } from '../artworks/index.ts';
import { placeAgreedOrder } from '../orders/index.ts';
import { getShopSettings, type ShopSettings } from '../settings/index.ts';
import { offerExpiry } from './offer-expiry.ts';
import { moveOffer, type OfferMove } from './offer-lifecycle.ts';
import {
  counterAcceptedMails,
  counterOfferMail,
  offerAcceptedMail,
  offerDeclinedMail,
  offerReceivedMails,
} from './offer-mails.ts';
import {
  countOffersSince,
  countOpenOffers,
  eventsOf,
  findOffer,
  findOfferByToken,
  findOfferByTokenForUpdate,
  findOfferForUpdate,
  insertOffer,
  insertOfferEvent,
  listOffers,
  lockCollectorOffers,
  type OfferRow,
} from './offer-repo.ts';
import { hashOfferToken, newOfferToken } from './offer-token.ts';
import { toAdminOffer, toCollectorOffer } from './offer-view.ts';

export type OfferDeps = { db: Db; clock: Clock; publicUrl: string; mediaUrl: MediaUrl; catalogChanged: () => void };

const ARTWORK_NOT_FOUND = 'Artwork not found';
const LIST_LIMIT = 500;
const HOLD_MS = OFFER_RULES.linkHours * 60 * 60_000;

/** The collector's copies always; the shop's when it asked for message notifications (as the contact form). */
async function queueMails(tx: Db, shop: ShopSettings, collector: string, mails: MailMessage[], clock: Clock) {
  for (const mail of mails) {
    if (mail.to === collector || shop.messageNotifications) await enqueueMail(tx, mail, clock);
  }
}

/** A move of an offer locked and checked just before: it cannot lose a race, and a surprise rolls everything back. */
async function move(tx: Db, offer: OfferRow, step: OfferMove): Promise<void> {
  if (!(await moveOffer(tx, offer, step))) throw new Conflict(OFFER_TEXT.answered);
}

const titleOf = async (db: Db, artworkId: string) =>
  (await artworkTitles(db, [artworkId])).get(artworkId) ?? 'Unknown Artwork';

/**
 * A collector's offer (gallery.md §5): the work must take offers and have a unit free, the amount be
 * at most the format's listed price, and the address hold fewer than 3 open offers on the work and
 * have made fewer than 5 offers in the last hour (each mails it a receipt: the shop is no spam relay).
 * Stored with the listed price of the day; the collector's receipt and the shop's notice are queued
 * in the same transaction.
 */
export async function makeOffer(deps: OfferDeps, body: OfferBody): Promise<void> {
  const at = deps.clock.now().toISOString();
  const shop = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const terms = await offerTermsOf(tx, body.artworkId, body.formatId);
    if (!terms) throw new NotFound(ARTWORK_NOT_FOUND);
    if (!terms.acceptsOffers) throw new BadRequest(OFFER_TEXT.noOffers);
    if (!terms.format) throw new BadRequest(OFFER_TEXT.format);
    const amountCents = toCents(body.amount);
    // A work on request has no public price: an offer there has no ceiling to break (decision 068).
    const listed = terms.priceOnRequest ? null : terms.format.priceCents;
    if (listed !== null && amountCents > listed) throw new BadRequest(OFFER_TEXT.aboveListed);
    if (terms.freeUnits === 0) throw new Conflict(OFFER_TEXT.unavailable);
    const emailKey = body.email.trim().toLowerCase();
    await lockCollectorOffers(tx, emailKey);
    if ((await countOpenOffers(tx, body.artworkId, emailKey)) >= OFFER_RULES.openPerEmailAndWork) {
      throw new BadRequest(OFFER_TEXT.tooMany);
    }
    const hourAgo = new Date(deps.clock.now().getTime() - 60 * 60_000).toISOString();
    if ((await countOffersSince(tx, emailKey, hourAgo)) >= OFFER_RULES.perAddressPerHour) {
      throw new HttpError(429, OFFER_TEXT.tooManyFromAddress);
    }
    const offer: OfferRow = {
      id: newId(),
      artwork_id: body.artworkId,
      format_id: body.formatId,
      format_name: terms.format.name,
      email: body.email,
      email_key: emailKey,
      name: body.name,
      message: body.message,
      amount_cents: amountCents,
      listed_price_cents: listed,
      counter_amount_cents: null,
      agreed_amount_cents: null,
      status: 'open',
      token_hash: null,
      expires_at: null,
      order_id: null,
      created_at: at,
      updated_at: at,
    };
    await insertOffer(tx, offer);
    await insertOfferEvent(tx, {
      id: newId(),
      offer_id: offer.id,
      kind: 'made',
      actor: body.email,
      amount_cents: amountCents,
      at,
    });
    const context = { shop, title: terms.title, publicUrl: deps.publicUrl };
    await queueMails(tx, shop, offer.email, offerReceivedMails(offer, context), deps.clock);
  });
}

export async function listAdminOffers(db: Db, clock: Clock): Promise<AdminOffers> {
  const rows = await listOffers(db, LIST_LIMIT);
  const [titles, events] = await Promise.all([
    artworkTitles(db, [...new Set(rows.map((r) => r.artwork_id))]),
    eventsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const now = clock.now().toISOString();
  return {
    offers: rows.map((r) =>
      toAdminOffer(
        r,
        titles.get(r.artwork_id) ?? 'Unknown Artwork',
        events.filter((e) => e.offer_id === r.id),
        now,
      ),
    ),
  };
}

async function adminOfferOf(db: Db, clock: Clock, id: string): Promise<AdminOffer> {
  const row = await findOffer(db, id);
  if (!row) throw new NotFound(OFFER_TEXT.notFound);
  return toAdminOffer(row, await titleOf(db, row.artwork_id), await eventsOf(db, [id]), clock.now().toISOString());
}

type Answer = 'accept' | 'decline' | 'counter';

/** An offer locked for an answer: it must exist and still wait for one (409 when answered). */
async function offerToAnswer(tx: Db, id: string, answer: Answer): Promise<OfferRow> {
  const offer = await findOfferForUpdate(tx, id);
  if (!offer) throw new NotFound(OFFER_TEXT.notFound);
  const waiting = offer.status === 'open' || (answer === 'decline' && offer.status === 'countered');
  if (!waiting) throw new Conflict(OFFER_TEXT.answered);
  return offer;
}

/**
 * The gallery accepts an offer: one unit is held for the collector for 48 hours (409 when none is
 * free), and they are mailed their personal link to buy it at the offer's amount.
 */
export async function acceptOffer(deps: OfferDeps, id: string, admin: string): Promise<AdminOffer> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const shop = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const offer = await offerToAnswer(tx, id, 'accept');
    if (!(await holdIfFree(tx, offer.artwork_id, 1))) throw new Conflict(OFFER_TEXT.unavailable);
    const { token, hash } = newOfferToken();
    const until = new Date(now.getTime() + HOLD_MS).toISOString();
    const set = { token_hash: hash, expires_at: until, agreed_amount_cents: offer.amount_cents };
    await move(tx, offer, { to: 'accepted', kind: 'accepted', actor: admin, at, amountCents: offer.amount_cents, set });
    await enqueueJobs(tx, [offerExpiry(offer.id, until)], deps.clock);
    const context = { shop, title: await titleOf(tx, offer.artwork_id), publicUrl: deps.publicUrl };
    await enqueueMail(tx, offerAcceptedMail(offer, context, token, offer.amount_cents, until), deps.clock);
  });
  deps.catalogChanged();
  return adminOfferOf(deps.db, deps.clock, id);
}

/** The gallery declines an open offer (or withdraws its counter); the collector is told politely. */
export async function declineOffer(deps: OfferDeps, id: string, admin: string): Promise<AdminOffer> {
  const at = deps.clock.now().toISOString();
  const shop = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const offer = await offerToAnswer(tx, id, 'decline');
    await move(tx, offer, { to: 'declined', kind: 'declined', actor: admin, at });
    const context = { shop, title: await titleOf(tx, offer.artwork_id), publicUrl: deps.publicUrl };
    await enqueueMail(tx, offerDeclinedMail(offer, context), deps.clock);
  });
  return adminOfferOf(deps.db, deps.clock, id);
}

/**
 * The gallery counters with an amount above the offer and at most the listed price; the collector
 * is mailed a link to accept it within 48 hours. Nothing is held until they accept.
 */
export async function counterOffer(deps: OfferDeps, id: string, body: CounterBody, admin: string): Promise<AdminOffer> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const counterCents = toCents(body.amount);
  const shop = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    const offer = await offerToAnswer(tx, id, 'counter');
    if (counterCents <= offer.amount_cents) throw new BadRequest(OFFER_TEXT.counterNotBelowOffer);
    if (offer.listed_price_cents !== null && counterCents > offer.listed_price_cents) {
      throw new BadRequest(OFFER_TEXT.counterAbove);
    }
    const { token, hash } = newOfferToken();
    const until = new Date(now.getTime() + HOLD_MS).toISOString();
    const set = { token_hash: hash, expires_at: until, counter_amount_cents: counterCents };
    await move(tx, offer, { to: 'countered', kind: 'countered', actor: admin, at, amountCents: counterCents, set });
    await enqueueJobs(tx, [offerExpiry(offer.id, until)], deps.clock);
    const context = { shop, title: await titleOf(tx, offer.artwork_id), publicUrl: deps.publicUrl };
    await enqueueMail(tx, counterOfferMail(offer, context, token, counterCents, until), deps.clock);
  });
  return adminOfferOf(deps.db, deps.clock, id);
}

// --- the collector's link

async function collectorView(deps: OfferDeps, offer: OfferRow): Promise<CollectorOffer> {
  const work = await describeSaleLine(deps.db, offer.artwork_id, offer.format_id, deps.mediaUrl);
  const shown = work
    ? { title: work.title, artistName: work.artistName, imageUrl: work.imageUrl }
    : { title: 'Unknown Artwork', artistName: 'Unknown Artist', imageUrl: '' };
  return toCollectorOffer(offer, shown, deps.clock.now().toISOString());
}

/** The offer behind a link, or null: an unknown or malformed token is simply not found. */
export async function findCollectorOffer(deps: OfferDeps, token: string): Promise<CollectorOffer | null> {
  const offer = await findOfferByToken(deps.db, hashOfferToken(token));
  return offer ? collectorView(deps, offer) : null;
}

/** The offer behind a link; an unknown or malformed token is one 404. */
export async function collectorOffer(deps: OfferDeps, token: string): Promise<CollectorOffer> {
  const found = await findCollectorOffer(deps, token);
  if (!found) throw new NotFound(OFFER_TEXT.linkInvalid);
  return found;
}

/** The offer behind a link, locked, still within its 48 hours in the status the step needs (409 otherwise). */
export async function linkedOffer(
  tx: Db,
  token: string,
  status: 'countered' | 'accepted',
  now: string,
): Promise<OfferRow> {
  const offer = await findOfferByTokenForUpdate(tx, hashOfferToken(token));
  if (!offer) throw new NotFound(OFFER_TEXT.linkInvalid);
  if (offer.status === 'ordered') throw new Conflict(OFFER_TEXT.bought);
  if (offer.status === 'expired' || (offer.expires_at !== null && offer.expires_at <= now)) {
    throw new Conflict(OFFER_TEXT.expired);
  }
  if (offer.status !== status) throw new Conflict(OFFER_TEXT.answered);
  return offer;
}

/**
 * The collector accepts the gallery's counteroffer from their link: a unit is held for them for 48
 * hours from now, if one is still free (of many collectors accepting counters at once, the
 * conditional hold lets exactly as many through as there are units).
 */
export async function acceptCounter(deps: OfferDeps, token: string): Promise<CollectorOffer> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const shop = await getShopSettings(deps.db);
  const id = await inTransaction(deps.db, async (tx) => {
    const offer = await linkedOffer(tx, token, 'countered', at);
    const agreed = offer.counter_amount_cents ?? offer.amount_cents;
    if (!(await holdIfFree(tx, offer.artwork_id, 1))) throw new Conflict(OFFER_TEXT.workGone);
    const until = new Date(now.getTime() + HOLD_MS).toISOString();
    const set = { expires_at: until, agreed_amount_cents: agreed };
    await move(tx, offer, {
      to: 'accepted',
      kind: 'counter-accepted',
      actor: offer.email,
      at,
      amountCents: agreed,
      set,
    });
    await enqueueJobs(tx, [offerExpiry(offer.id, until)], deps.clock);
    const context = { shop, title: await titleOf(tx, offer.artwork_id), publicUrl: deps.publicUrl };
    await queueMails(tx, shop, offer.email, counterAcceptedMails(offer, context, token, agreed, until), deps.clock);
    return offer.id;
  });
  deps.catalogChanged();
  const offer = await findOffer(deps.db, id);
  if (!offer) throw new NotFound(OFFER_TEXT.linkInvalid);
  return collectorView(deps, offer);
}

/**
 * The collector buys the held unit by invoice at the agreed price, from the database: the link's
 * e-mail is the buyer's, the unit passes from the offer to the order, and the offer is done.
 */
export async function sendOfferInvoice(
  deps: OfferDeps,
  token: string,
  body: OfferInvoiceBody,
): Promise<OfferInvoiceSent> {
  const at = deps.clock.now().toISOString();
  return inTransaction(deps.db, async (tx) => {
    const offer = await linkedOffer(tx, token, 'accepted', at);
    const agreed = offer.agreed_amount_cents ?? offer.amount_cents;
    const { orderId, totalCents } = await placeAgreedOrder(tx, deps, {
      email: offer.email,
      artworkId: offer.artwork_id,
      formatId: offer.format_id,
      unitPriceCents: agreed,
      fulfillmentType: body.fulfillmentType,
      shippingAddress: body.shippingAddress,
    });
    await move(tx, offer, {
      to: 'ordered',
      kind: 'ordered',
      actor: offer.email,
      at,
      amountCents: agreed,
      set: { order_id: orderId },
    });
    return { success: true as const, message: CHECKOUT_TEXT.invoiceSent, orderId, total: toDollars(totalCents) };
  });
}

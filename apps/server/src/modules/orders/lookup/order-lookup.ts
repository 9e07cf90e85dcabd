import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type CustomerOrder, LOOKUP_TEXT, type LookupToken } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import { LOOKUP_TOKEN_SECONDS, signLookupToken, tokenKeys, verifyLookupToken } from '../../../platform/auth/tokens.ts';
import type { Clock } from '../../../platform/clock.ts';
import { BadRequest, HttpError, Unauthorized } from '../../../platform/errors.ts';
import { newId } from '../../../platform/ids.ts';
import { enqueueMail } from '../../../platform/mail/mail-job.ts';
import { toDollars } from '../../../platform/money.ts';
import { findValidOfItems } from '../../certificates/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { addressOf } from '../core/order-address.ts';
import { editionOfItem } from '../core/order-edition.ts';
import { findOrdersFor, hasOrdersFor } from '../core/order-repo.ts';
import { costsOfOrder, toCostsView } from '../core/sale-costs.ts';
import { consumeCode, countAttempt, countCodesSince, findLiveCodes, insertLookupCode } from './lookup-repo.ts';

export type LookupDeps = { db: Db; clock: Clock; jwtSecret: string };

const CODE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/** At most this many codes per client and address in a quarter of an hour... */
const CODES_PER_CLIENT_AND_ADDRESS = 3;
/** ...and this many per address whoever asks: larger, so one client cannot block a buyer's look-up. */
const CODES_PER_ADDRESS = 10;
/** The address's newest codes that stay valid together (each with its own attempts). */
const LIVE_CODES = 3;
const WINDOW_MS = 15 * 60_000;
const TOO_MANY = 'Too many codes were asked for this address. Please wait a few minutes and try again.';

/** The codes' own key, derived from the server secret with a label: never the token-signing key itself. */
const lookupKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('vernissage order lookup codes v1').digest();

const codeHash = (secret: string, id: string, code: string): Buffer =>
  createHmac('sha256', lookupKey(secret)).update(`${id}:${code}`).digest();

/**
 * Sends a one-time code to the address, only when it has orders; the answer is the same either way,
 * so nobody learns whether an address bought anything. Rate limited per client and address, more
 * loosely per address (and per client by the route).
 */
export async function sendLookupCode(deps: LookupDeps, email: string, clientIp: string): Promise<string> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  if ((await countCodesSince(deps.db, email, since, clientIp)) >= CODES_PER_CLIENT_AND_ADDRESS)
    throw new HttpError(429, TOO_MANY);
  if ((await countCodesSince(deps.db, email, since)) >= CODES_PER_ADDRESS) throw new HttpError(429, TOO_MANY);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = newId();
  // Every request is recorded (the per-address limit counts it), but only an address with orders
  // gets a mail.
  const mailIt = await hasOrdersFor(deps.db, email);
  const { shopName } = await getShopSettings(deps.db);
  await inTransaction(deps.db, async (tx) => {
    await insertLookupCode(tx, {
      id,
      email,
      code_hash: codeHash(deps.jwtSecret, id, code).toString('hex'),
      client_ip: clientIp,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString(),
    });
    if (!mailIt) return;
    await enqueueMail(
      tx,
      {
        to: email,
        subject: `${shopName}: your code is ${code}`,
        text: [
          `Your code to see your orders at ${shopName} is:`,
          '',
          code,
          '',
          `It works once, for ${CODE_MINUTES} minutes. If you did not ask for it, you can ignore this e-mail.`,
        ].join('\n'),
      },
      deps.clock,
    );
  });
  return LOOKUP_TEXT.codeSent;
}

/**
 * Checks a code against the address's newest live codes: right, it gives a token for the address's
 * orders. A wrong guess counts against every live code, so more codes do not mean more guesses;
 * five wrong guesses end them.
 */
export async function verifyLookupCode(deps: LookupDeps, email: string, code: string): Promise<LookupToken> {
  const now = deps.clock.now().toISOString();
  const live = await findLiveCodes(deps.db, email, now, MAX_ATTEMPTS, LIVE_CODES);
  if (live.length === 0) throw new BadRequest(LOOKUP_TEXT.codeExpired);
  // Every candidate is compared (no early exit), so the time taken says nothing about which matched.
  let match: (typeof live)[number] | undefined;
  for (const c of live)
    if (timingSafeEqual(codeHash(deps.jwtSecret, c.id, code), Buffer.from(c.code_hash, 'hex'))) match ??= c;
  if (!match) {
    await countAttempt(
      deps.db,
      live.map((c) => c.id),
      MAX_ATTEMPTS,
    );
    const left = live.some((c) => c.attempts + 1 < MAX_ATTEMPTS);
    throw new BadRequest(left ? LOOKUP_TEXT.codeWrong : LOOKUP_TEXT.codeExpired);
  }
  if (!(await consumeCode(deps.db, match.id, now, MAX_ATTEMPTS))) throw new BadRequest(LOOKUP_TEXT.codeExpired);
  const token = await signLookupToken(tokenKeys(deps.jwtSecret, deps.clock), email);
  return { token, expiresIn: LOOKUP_TOKEN_SECONDS };
}

/** The address a look-up token verified; 401 without a valid one. */
export async function verifiedAddress(deps: Pick<LookupDeps, 'jwtSecret' | 'clock'>, token: string | undefined) {
  const verified = token ? await verifyLookupToken(tokenKeys(deps.jwtSecret, deps.clock), token) : undefined;
  if (!verified) throw new Unauthorized(LOOKUP_TEXT.verificationRequired);
  return verified;
}

/** The orders of `email`, only for a token that verified that same address. */
export async function ordersForToken(
  deps: LookupDeps,
  token: string | undefined,
  email: string,
): Promise<CustomerOrder[]> {
  if ((await verifiedAddress(deps, token)) !== email) throw new Unauthorized(LOOKUP_TEXT.verificationRequired);
  const { orders, items } = await findOrdersFor(deps.db, email);
  const certificates = await findValidOfItems(
    deps.db,
    items.map((i) => i.id),
  );
  return orders.map((o) => ({
    _id: o.id,
    createdAt: o.created_at,
    status: o.status,
    paymentStatus: o.payment_status,
    invoiceNumber: o.invoice_number,
    email: o.email,
    fulfillmentType: o.fulfillment_type === 'storage' ? 'storage' : 'shipping',
    ...toCostsView(costsOfOrder(o)),
    shippingAddress: addressOf(o),
    deliveryAddress: o.fulfillment_type === 'storage' ? null : o.delivery_address,
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        artwork: { _id: i.artwork_id, title: i.title, artist: { name: i.artist_name }, image: i.image_url },
        format: { id: i.format_id, name: i.format_name, price: toDollars(i.unit_price_cents) },
        quantity: i.quantity,
        edition: editionOfItem(i),
        certificates: certificates
          .filter((c) => c.order_item_id === i.id)
          .map((c) => ({ code: c.code, editionNumber: c.edition_number === null ? null : Number(c.edition_number) })),
      })),
  }));
}

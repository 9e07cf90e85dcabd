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
import { getShopSettings } from '../../settings/index.ts';
import { addressOf } from '../checkout/order-address.ts';
import { findOrdersFor, hasOrdersFor } from '../order-repo.ts';
import { consumeCode, countAttempt, countCodesSince, findNewestCode, insertLookupCode } from './lookup-repo.ts';

export type LookupDeps = { db: Db; clock: Clock; jwtSecret: string };

const CODE_MINUTES = 10;
const MAX_ATTEMPTS = 5;
/** At most this many codes per address in a quarter of an hour, whoever asks. */
const CODES_PER_ADDRESS = 3;
const WINDOW_MS = 15 * 60_000;
const TOO_MANY = 'Too many codes were asked for this address. Please wait a few minutes and try again.';

/** The codes' own key, derived from the server secret with a label: never the token-signing key itself. */
const lookupKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('vernissage order lookup codes v1').digest();

const codeHash = (secret: string, id: string, code: string): Buffer =>
  createHmac('sha256', lookupKey(secret)).update(`${id}:${code}`).digest();

/**
 * Sends a one-time code to the address, only when it has orders; the answer is the same either way,
 * so nobody learns whether an address bought anything. Rate limited per address (and per client by
 * the route).
 */
export async function sendLookupCode(deps: LookupDeps, email: string, clientIp: string): Promise<string> {
  const now = deps.clock.now();
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
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

/** Checks a code: right, it gives a token for the address's orders; five wrong guesses end it. */
export async function verifyLookupCode(deps: LookupDeps, email: string, code: string): Promise<LookupToken> {
  const now = deps.clock.now().toISOString();
  const live = await findNewestCode(deps.db, email);
  const spent = !live || live.consumed_at !== null || live.expires_at <= now || live.attempts >= MAX_ATTEMPTS;
  if (!live || spent) throw new BadRequest(LOOKUP_TEXT.codeExpired);
  const right = timingSafeEqual(codeHash(deps.jwtSecret, live.id, code), Buffer.from(live.code_hash, 'hex'));
  if (!right) {
    const counted = await countAttempt(deps.db, live.id, MAX_ATTEMPTS);
    throw new BadRequest(counted && live.attempts + 1 < MAX_ATTEMPTS ? LOOKUP_TEXT.codeWrong : LOOKUP_TEXT.codeExpired);
  }
  if (!(await consumeCode(deps.db, live.id, now, MAX_ATTEMPTS))) throw new BadRequest(LOOKUP_TEXT.codeExpired);
  const token = await signLookupToken(tokenKeys(deps.jwtSecret, deps.clock), email);
  return { token, expiresIn: LOOKUP_TOKEN_SECONDS };
}

/** The orders of `email`, only for a token that verified that same address. */
export async function ordersForToken(
  deps: LookupDeps,
  token: string | undefined,
  email: string,
): Promise<CustomerOrder[]> {
  const verified = token ? await verifyLookupToken(tokenKeys(deps.jwtSecret, deps.clock), token) : undefined;
  if (!verified || verified !== email) throw new Unauthorized(LOOKUP_TEXT.verificationRequired);
  const { orders, items } = await findOrdersFor(deps.db, email);
  return orders.map((o) => ({
    _id: o.id,
    createdAt: o.created_at,
    status: o.status,
    paymentStatus: o.payment_status,
    invoiceNumber: o.invoice_number,
    email: o.email,
    fulfillmentType: o.fulfillment_type === 'storage' ? 'storage' : 'shipping',
    total: toDollars(o.total_cents),
    shippingAddress: addressOf(o),
    deliveryAddress: o.fulfillment_type === 'storage' ? null : o.delivery_address,
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        artwork: { _id: i.artwork_id, title: i.title, artist: { name: i.artist_name }, image: i.image_url },
        format: { id: i.format_id, name: i.format_name, price: toDollars(i.unit_price_cents) },
        quantity: i.quantity,
      })),
  }));
}

import { HOLD_TEXT, INVOICE_HOLD, type PaymentDetails } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { HttpError } from '../../../platform/errors.ts';
import { countAddressOrders, lockCheckoutAddress } from './hold-repo.ts';
import { emailKey, isTrusted, paymentDueAt, unconfirmedUntil } from './hold-rules.ts';

const HOUR_MS = 60 * 60_000;

export type InvoiceHold = { status: 'unconfirmed' | 'confirmed'; until: Date };

/**
 * The caps on an invoice checkout from this address, checked inside its transaction with the
 * address row locked: at most 3 open unconfirmed orders (unless the address confirmed one within
 * 90 days) and at most 3 invoice e-mails in the last hour. Answers whether the address is trusted.
 */
export async function checkAddressCaps(tx: Db, email: string, clock: Clock): Promise<{ trusted: boolean }> {
  const now = clock.now();
  const key = emailKey(email);
  const address = await lockCheckoutAddress(tx, key, now.toISOString());
  const trusted = isTrusted(address.confirmed_at, now);
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const counts = await countAddressOrders(tx, key, hourAgo);
  if (!trusted && counts.unconfirmed >= INVOICE_HOLD.maxUnconfirmedPerAddress) {
    throw new HttpError(429, HOLD_TEXT.tooManyUnconfirmed);
  }
  if (counts.invoicesSince >= INVOICE_HOLD.maxInvoicesPerAddressPerHour) {
    throw new HttpError(429, HOLD_TEXT.tooManyInvoices);
  }
  return { trusted };
}

/**
 * The hold a new invoice order starts with: 30 minutes for an address that has not proved it owns
 * its mailbox, the payment due date at once for one that did within 90 days.
 */
export function firstHold(
  trusted: boolean,
  totalCents: number,
  placedAt: Date,
  bank: PaymentDetails | null,
): InvoiceHold {
  return trusted
    ? { status: 'confirmed', until: paymentDueAt(totalCents, placedAt, bank) }
    : { status: 'unconfirmed', until: unconfirmedUntil(placedAt) };
}

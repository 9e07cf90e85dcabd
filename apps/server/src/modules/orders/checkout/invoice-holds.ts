import { type FulfillmentType, HOLD_TEXT, INVOICE_HOLD, type ShippingAddress } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { HttpError } from '../../../platform/errors.ts';
import type { EditionSizes, PricedLine } from '../../artworks/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { emailKey, unconfirmedUntil } from '../core/hold-rules.ts';
import { holdEndJob } from '../core/order-jobs.ts';
import { saleCosts } from '../core/sale-costs.ts';
import { writeOrder } from '../lifecycle/order-writer.ts';
import { countAddressOrders, lockCheckoutAddress } from './checkout-repo.ts';

const HOUR_MS = 60 * 60_000;

export type InvoiceHold = { status: 'unconfirmed' | 'confirmed'; until: Date };

/**
 * The caps on an invoice checkout from this address, checked inside its transaction with the
 * address row locked: at most 3 unpaid orders holding works, whether or not the address confirmed
 * orders before (decision 052), and at most 3 invoice e-mails in the last hour.
 */
export async function checkAddressCaps(tx: Db, email: string, clock: Clock): Promise<void> {
  const now = clock.now();
  const key = emailKey(email);
  await lockCheckoutAddress(tx, key, now.toISOString());
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const counts = await countAddressOrders(tx, key, hourAgo);
  if (counts.open >= INVOICE_HOLD.maxOpenPerAddress) throw new HttpError(429, HOLD_TEXT.tooManyOpen);
  if (counts.invoicesSince >= INVOICE_HOLD.maxInvoicesPerAddressPerHour) {
    throw new HttpError(429, HOLD_TEXT.tooManyInvoices);
  }
}

/**
 * The hold every new invoice order starts with: 30 minutes, until the buyer confirms it from its
 * own e-mail, also for an address that confirmed orders before (a trusted address once held its
 * works to the due date at once, and could hoard them for a month; decision 052).
 */
const firstHold = (placedAt: Date): InvoiceHold => ({
  status: 'unconfirmed',
  until: unconfirmedUntil(placedAt),
});

/**
 * Writes an invoice order whose units are held, inside the caller's transaction: its costs from the
 * settings of the day (shipping to its address or 'To be quoted', tax), the storage terms for a
 * storage order, the first hold, and the job that ends it, queued with the order.
 */
export async function writeInvoiceOrder(
  tx: Db,
  clock: Clock,
  order: {
    email: string;
    lines: PricedLine[];
    /** From the lines' holds in this transaction, when they were taken in it. */
    editionSizes?: EditionSizes;
    fulfillmentType: FulfillmentType;
    shippingAddress?: ShippingAddress | undefined;
  },
) {
  const settings = await getShopSettings(tx);
  const address = order.fulfillmentType === 'shipping' ? order.shippingAddress : undefined;
  const storage = order.fulfillmentType === 'storage' ? settings.storage : undefined;
  const costs = saleCosts(
    settings,
    order.lines,
    address ? { kind: 'address', country: address.country, region: address.stateProvince } : { kind: 'storage' },
  );
  const hold = firstHold(clock.now());
  return writeOrder(
    tx,
    {
      email: order.email,
      lines: order.lines,
      ...(order.editionSizes ? { editionSizes: order.editionSizes } : {}),
      costs,
      fulfillmentType: order.fulfillmentType,
      address: order.fulfillmentType === 'shipping' ? order.shippingAddress : undefined,
      storageFeeCents: storage ? storage.monthlyFeeCents : null,
      ...(storage ? { storageFirstMonthFree: storage.firstMonthFree } : {}),
      payment: { method: 'invoice' },
      hold,
      alsoQueue: (id) => [holdEndJob(id, hold.until)],
    },
    clock,
  );
}

import type { ShippingAddress } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { newId } from '../../../platform/ids.ts';
import { enqueueJobs, type JobInput } from '../../../platform/jobs/enqueue.ts';
import { type EditionSizes, giveEditionNumbers, type PricedLine } from '../../artworks/index.ts';
import { recordSales } from '../../payouts/index.ts';
import { emailKey } from '../core/hold-rules.ts';
import { storedEdition } from '../core/order-edition.ts';
import { certifyJob, invoiceJob } from '../core/order-jobs.ts';
import { insertNewOrder } from '../core/order-repo.ts';
import type { SaleCosts } from '../core/sale-costs.ts';
import { orderStart } from './order-lifecycle.ts';
import { soldLinesOf } from './sold-lines.ts';

export type NewOrder = {
  email: string;
  lines: PricedLine[];
  /** The edition sizes its holds read in this transaction (`holdSale`); read again when absent. */
  editionSizes?: EditionSizes;
  /** Its subtotal, shipping, tax and total, from `saleCosts` of the same lines. */
  costs: SaleCosts;
  fulfillmentType: 'shipping' | 'storage';
  address?: ShippingAddress | undefined;
  /** A card order's free-text delivery address. */
  deliveryAddress?: string;
  storageFeeCents: number | null;
  /** The shop's rule of the day; absent means free, as before the setting existed. */
  storageFirstMonthFree?: boolean;
  /** `test`: paid through the sandbox, where no money moves (a test shop). */
  payment: { method: 'invoice' } | { method: 'card'; draftId: string; test: boolean };
  /** An invoice order's hold on its works (decision 028). */
  hold?: { status: 'unconfirmed' | 'confirmed'; until: Date };
  /** More jobs to write with the order's own in one statement (e.g. the end of its hold). */
  alsoQueue?: (orderId: string) => JobInput[];
};

/**
 * Writes an order as it was sold, inside the caller's transaction (units already held or sold):
 * the order, its lines (title, artist, format and price of the day, and the edition numbers given
 * to their units, decision 064), its first history entry and the jobs that issue the invoice (and,
 * for a paid order, its certificates) after commit. No invoice number: the invoice job gives it, so
 * checkouts never queue on the year's counter (decision 042); the card finalization numbers its
 * order itself (`numberNewOrder`), since its buyer is answered with the paid invoice at once.
 */
export async function writeOrder(
  tx: Db,
  order: NewOrder,
  clock: Clock,
): Promise<{ orderId: string; totalCents: number; placedAt: Date }> {
  const placedAt = clock.now();
  const at = placedAt.toISOString();
  const orderId = newId();
  const { costs } = order;
  const totalCents = costs.totalCents;
  const a = order.fulfillmentType === 'shipping' ? order.address : undefined;
  const paid = order.payment.method === 'card';
  const test = order.payment.method === 'card' && order.payment.test;
  const start = orderStart(paid);
  const row = {
    id: orderId,
    invoice_number: null,
    email: order.email,
    payment_method: order.payment.method,
    ...start,
    fulfillment_type: order.fulfillmentType,
    ship_full_name: a?.fullName ?? null,
    ship_phone: a?.phoneNumber ?? null,
    ship_street: a?.streetAddress ?? null,
    ship_city: a?.city ?? null,
    ship_state: a?.stateProvince ?? null,
    ship_postal_code: a?.postalCode ?? null,
    ship_country: a?.country ?? null,
    delivery_address: order.deliveryAddress ?? null,
    currency: costs.currency,
    subtotal_cents: costs.subtotalCents,
    shipping_cents: costs.shippingCents ?? 0,
    shipping_quoted: costs.shippingCents === null ? 1 : 0,
    tax_cents: costs.taxCents,
    tax_label: costs.tax?.label ?? null,
    tax_rate_milli: costs.tax?.rateMilli ?? null,
    prices_include_tax: costs.pricesIncludeTax ? 1 : 0,
    total_cents: totalCents,
    storage_monthly_fee_cents: order.storageFeeCents,
    storage_first_month_free: order.storageFirstMonthFree === false ? 0 : 1,
    storage_start_date: paid && order.fulfillmentType === 'storage' ? at.slice(0, 10) : null,
    draft_id: order.payment.method === 'card' ? order.payment.draftId : null,
    paid_at: paid ? at : null,
    test_payment: test ? 1 : 0,
    created_at: at,
    updated_at: at,
    email_key: emailKey(order.email),
    hold_status: order.hold?.status ?? null,
    hold_until: order.hold?.until.toISOString() ?? null,
  };
  const lines = order.lines.map((l) => ({ ...l, orderItemId: newId() }));
  // The units were taken just before, in this transaction: their numbers now, under the same lock.
  const editions = await giveEditionNumbers(tx, lines, paid ? 'sold' : 'held', order.editionSizes);
  const items = lines.map((l) => ({
    id: l.orderItemId,
    ...storedEdition(editions.get(l.orderItemId) ?? null),
    order_id: orderId,
    artwork_id: l.artworkId,
    format_id: l.formatId,
    quantity: l.quantity,
    unit_price_cents: l.unitPriceCents,
    title: l.title,
    artist_name: l.artistName,
    format_name: l.formatName,
    image_url: l.imageUrl,
  }));
  const event = {
    id: newId(),
    order_id: orderId,
    kind: 'created',
    to_value: start.status,
    actor: order.email,
    note: test ? 'Test payment by card (no money taken)' : paid ? 'Paid by card' : '',
    created_at: at,
  };
  await insertNewOrder(tx, { order: row, items, event });
  // A card order is paid as it is written: its artists' payables with it (decision 067).
  if (paid) await recordSales(tx, orderId, soldLinesOf(items), at);
  // The invoice job commits with the order: the invoice is issued if and only if the order exists;
  // a paid order's certificates likewise.
  const jobs = [invoiceJob(orderId), ...(paid ? [certifyJob(orderId)] : []), ...(order.alsoQueue?.(orderId) ?? [])];
  await enqueueJobs(tx, jobs, clock);
  return { orderId, totalCents, placedAt };
}

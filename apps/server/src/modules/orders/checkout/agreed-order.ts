import type { FulfillmentType, ShippingAddress } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict } from '../../../platform/errors.ts';
import type { MediaUrl } from '../../../platform/media/storage.ts';
import { describeSaleLine, lockHeldSale } from '../../artworks/index.ts';
import { checkAddressCaps, writeInvoiceOrder } from './invoice-holds.ts';

export type AgreedSale = {
  email: string;
  artworkId: string;
  formatId: string;
  /** The price agreed with the gallery (an accepted offer or counteroffer), never the browser's. */
  unitPriceCents: number;
  fulfillmentType: FulfillmentType;
  shippingAddress?: ShippingAddress | undefined;
};

const WORK_GONE = 'The work is no longer available.';

/**
 * An invoice order for one unit the buyer already holds (an accepted offer's, decision 068), inside
 * the caller's transaction: the unit passes to the order as it is (no second hold), the order starts
 * with an invoice order's hold and caps, and its invoice and hold-end jobs are queued with it.
 */
export async function placeAgreedOrder(
  tx: Db,
  deps: { clock: Clock; mediaUrl: MediaUrl },
  sale: AgreedSale,
): Promise<{ orderId: string; totalCents: number }> {
  await checkAddressCaps(tx, sale.email, deps.clock);
  if (!(await lockHeldSale(tx, sale.artworkId))) throw new Conflict(WORK_GONE);
  const described = await describeSaleLine(tx, sale.artworkId, sale.formatId, deps.mediaUrl);
  if (!described) throw new Conflict(WORK_GONE);
  const { orderId, totalCents } = await writeInvoiceOrder(tx, deps.clock, {
    email: sale.email,
    lines: [{ ...described, quantity: 1, unitPriceCents: sale.unitPriceCents }],
    fulfillmentType: sale.fulfillmentType,
    shippingAddress: sale.shippingAddress,
  });
  return { orderId, totalCents };
}

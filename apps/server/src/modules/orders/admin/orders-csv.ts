import {
  type AdminOrder,
  type AdminOrdersExportQuery,
  currencyDigits,
  SHIPPING_TEXT,
  taxLineLabel,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { csvLine } from '../../../platform/http/csv.ts';
import { viewsOf } from '../core/order-views.ts';
import { countOrders, findOrderPage } from './admin-repo.ts';

const HEADER = [
  'Order ID',
  'Invoice Number',
  'Created At',
  'Email',
  'Customer Type',
  'Order Status',
  'Payment Status',
  'Payment Method',
  'Items',
  'Currency',
  'Subtotal',
  'Shipping',
  'Tax',
  'Tax Line',
  'Total',
  'Storage Fees Owed',
  'Total Amount Owed',
  'Paid At',
  'Storage Start Date',
  'Ship To',
  'Country',
  'Carrier',
  'Tracking Number',
];
const BATCH = 500;

function rowOf(o: AdminOrder) {
  // Written with the currency's own decimals (JPY 0, KWD 3), without its symbol: spreadsheets sum them.
  const amount = (v: number) => v.toFixed(currencyDigits(o.currency));
  return csvLine([
    o._id,
    o.invoiceNumber,
    o.createdAt,
    o.email,
    o.fulfillmentType,
    o.status,
    o.paymentStatus,
    o.paymentMethod,
    o.itemCount,
    o.currency,
    amount(o.subtotal),
    o.shipping_cost === null ? SHIPPING_TEXT.toBeQuoted : amount(o.shipping_cost),
    amount(o.tax),
    o.taxLine ? `${taxLineLabel(o.taxLine.label, o.taxLine.rate)}${o.pricesIncludeTax ? ' (included)' : ''}` : '',
    amount(o.total),
    amount(o.storageFeesOwed),
    amount(o.totalAmountOwed),
    o.paidAt,
    o.storageStartDate,
    o.shippingAddress?.fullName ?? o.deliveryAddress,
    o.shippingAddress?.country ?? null,
    o.carrier,
    o.trackingNumber,
  ]);
}

/**
 * Every order matching the filters, newest first, one row per order with its totals and what is
 * owed today, read in batches so a large export never holds more than one batch of rows at a time.
 */
export async function* ordersCsv(deps: { db: Db; clock: Clock }, filter: AdminOrdersExportQuery) {
  yield csvLine(HEADER);
  const matches = await countOrders(deps.db, filter);
  for (let skip = 0; skip < matches; skip += BATCH) {
    const page = await findOrderPage(deps.db, filter, { skip, limit: BATCH, matches });
    if (page.length === 0) return;
    yield (await viewsOf(deps, page)).map(rowOf).join('');
  }
}

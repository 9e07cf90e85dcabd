import { CHECKOUT_TEXT, type InvoiceRequest, type InvoiceSentBody, type QuotedLine } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { BadRequest, Conflict } from '../../platform/errors.ts';
import { idempotent, REPEAT_WINDOW_MS, requestHash } from '../../platform/idempotency/idempotent.ts';
import { newId } from '../../platform/ids.ts';
import { enqueueJob } from '../../platform/jobs/enqueue.ts';
import type { MediaUrl } from '../../platform/media/storage.ts';
import { toCents, toDollars } from '../../platform/money.ts';
import { holdSale, type PricedLine, priceSale, type SaleLine } from '../artworks/sale.ts';
import { nextInvoiceNumber } from '../invoices/service.ts';
import { getShopSettings } from '../settings/service.ts';
import { ORDER_PLACED_JOB } from './job-kinds.ts';
import { insertOrder, insertOrderEvent, insertOrderItems, setInvoiceNumber } from './repo.ts';

export type CheckoutDeps = { db: Db; clock: Clock; mediaUrl: MediaUrl; catalogChanged: () => void };
export type InvoiceAnswer = { status: number; body: InvoiceSentBody; replayed: boolean };

const NO_ARTWORK_ID = 'Every cart line needs its artwork id.';

function saleLines(cart: InvoiceRequest['cart']): SaleLine[] {
  return cart.map((line) => {
    const artworkId = line.artwork._id ?? line.artwork.id;
    if (!artworkId) throw new BadRequest(NO_ARTWORK_ID);
    return { artworkId, formatId: line.format.id, quantity: line.quantity };
  });
}

const quote = (lines: PricedLine[]): QuotedLine[] =>
  lines.map((l) => ({
    artworkId: l.artworkId,
    formatId: l.formatId,
    title: l.title,
    artistName: l.artistName,
    formatName: l.formatName,
    unitPrice: toDollars(l.unitPriceCents),
    quantity: l.quantity,
  }));

/**
 * The buyer saw the cart's prices; when the database's differ, the order waits for the buyer to
 * accept the new total (sent back as `acceptedTotal`) instead of charging what they did not see.
 */
function checkPricesSeen(body: InvoiceRequest, priced: PricedLine[], totalCents: number): void {
  const changed = body.cart.some((line, i) => {
    const seen = line.format.price;
    return seen !== undefined && toCents(seen) !== priced[i]?.unitPriceCents;
  });
  const accepted = body.acceptedTotal !== undefined && toCents(body.acceptedTotal) === totalCents;
  if (changed && !accepted) {
    throw new Conflict(CHECKOUT_TEXT.pricesChanged, {
      code: 'prices_changed',
      lines: quote(priced),
      total: toDollars(totalCents),
    });
  }
}

/**
 * Invoice checkout from the cart, all in one transaction: price every line from the database,
 * hold its units (409 naming the work when another buyer was faster), take the year's next invoice
 * number, write the order as sold (lines keep title, artist, format and price), and queue the
 * invoice mail and the admins' alert. Repeats with the same Idempotency-Key, or the same request
 * from the same buyer within seconds, get the first answer back.
 */
export async function sendInvoice(
  deps: CheckoutDeps,
  body: InvoiceRequest,
  idempotencyKey: string | undefined,
): Promise<InvoiceAnswer> {
  const hash = requestHash(body);
  const key = idempotencyKey
    ? { scope: 'send-invoice', key: idempotencyKey, requestHash: hash }
    : { scope: 'send-invoice', key: `auto:${hash}`, requestHash: hash, expiresAfterMs: REPEAT_WINDOW_MS };
  const settings = await getShopSettings(deps.db);
  const answer = await inTransaction(deps.db, (tx) =>
    idempotent(tx, key, deps.clock, async () => {
      const priced = await priceSale(tx, saleLines(body.cart), deps.mediaUrl);
      const subtotalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      checkPricesSeen(body, priced, subtotalCents);
      await holdSale(tx, priced);
      const now = deps.clock.now();
      const createdAt = now.toISOString();
      const orderId = newId();
      const address = body.fulfillmentType === 'shipping' ? body.shippingAddress : undefined;
      await insertOrder(tx, {
        id: orderId,
        invoice_number: null,
        email: body.email,
        payment_method: 'invoice',
        fulfillment_type: body.fulfillmentType,
        ship_full_name: address?.fullName ?? null,
        ship_phone: address?.phoneNumber ?? null,
        ship_street: address?.streetAddress ?? null,
        ship_city: address?.city ?? null,
        ship_state: address?.stateProvince ?? null,
        ship_postal_code: address?.postalCode ?? null,
        ship_country: address?.country ?? null,
        subtotal_cents: subtotalCents,
        total_cents: subtotalCents,
        storage_monthly_fee_cents: body.fulfillmentType === 'storage' ? settings.storage.monthlyFeeCents : null,
        created_at: createdAt,
        updated_at: createdAt,
      });
      await insertOrderItems(
        tx,
        priced.map((l) => ({
          id: newId(),
          order_id: orderId,
          artwork_id: l.artworkId,
          format_id: l.formatId,
          quantity: l.quantity,
          unit_price_cents: l.unitPriceCents,
          title: l.title,
          artist_name: l.artistName,
          format_name: l.formatName,
          image_url: l.imageUrl,
        })),
      );
      await insertOrderEvent(tx, {
        id: newId(),
        order_id: orderId,
        kind: 'created',
        to_value: 'pending',
        actor: body.email,
        created_at: createdAt,
      });
      // The mail job commits with the order: the invoice goes out if and only if the order exists.
      await enqueueJob(
        tx,
        { kind: ORDER_PLACED_JOB, payload: { orderId }, dedupeKey: `order-placed:${orderId}` },
        deps.clock,
      );
      // Numbered last: the year's counter row stays locked until commit, so the less work after
      // taking a number, the more checkouts PostgreSQL runs side by side.
      const invoiceNumber = await nextInvoiceNumber(tx, now);
      await setInvoiceNumber(tx, orderId, invoiceNumber);
      const sent: InvoiceSentBody = {
        success: true,
        message: CHECKOUT_TEXT.invoiceSent,
        orderId,
        invoiceNumber,
        total: toDollars(subtotalCents),
      };
      return { status: 200, body: sent };
    }),
  );
  if (!answer.replayed) deps.catalogChanged();
  return answer;
}

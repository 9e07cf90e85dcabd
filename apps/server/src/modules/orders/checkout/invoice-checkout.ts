import {
  CHECKOUT_TEXT,
  type CostsRequest,
  type InvoiceRequest,
  type InvoiceSentBody,
  type QuotedLine,
  type SaleCostsView,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { BadRequest, Conflict } from '../../../platform/errors.ts';
import { idempotent, REPEAT_WINDOW_MS, requestHash } from '../../../platform/idempotency/idempotent.ts';
import type { MediaUrl } from '../../../platform/media/storage.ts';
import { toCents, toDollars } from '../../../platform/money.ts';
import { holdSale, type PricedLine, priceSale, type SaleLine } from '../../artworks/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { cardDestination, saleCosts, toCostsView } from '../core/sale-costs.ts';
import { checkAddressCaps, writeInvoiceOrder } from './invoice-holds.ts';

export type CheckoutDeps = { db: Db; clock: Clock; mediaUrl: MediaUrl; catalogChanged: () => void };
export type InvoiceAnswer = { status: number; body: InvoiceSentBody; replayed: boolean };

const NO_ARTWORK_ID = 'Every cart line needs its artwork id.';

function saleLines(cart: CostsRequest['cart']): SaleLine[] {
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
 * Invoice checkout from the cart, all in one transaction: check the address's caps (429), price
 * every line from the database, hold its units (409 naming the work when another buyer was faster)
 * for 30 minutes, until the buyer confirms the order from its e-mail;
 * write the order as sold (lines keep title, artist, format and price), and queue the invoice (its
 * number, PDF, mail and the admins' alert: the order-placed job, so checkouts never wait on each
 * other for a number, decision 042) and the end of the hold. Repeats with the same Idempotency-Key,
 * or the same request from the same buyer within seconds, get the first answer back.
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
  const answer = await inTransaction(deps.db, (tx) =>
    idempotent(tx, key, deps.clock, async () => {
      await checkAddressCaps(tx, body.email, deps.clock);
      const priced = await priceSale(tx, saleLines(body.cart), deps.mediaUrl);
      const subtotalCents = priced.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
      checkPricesSeen(body, priced, subtotalCents);
      const editionSizes = await holdSale(tx, priced);
      const { orderId, totalCents } = await writeInvoiceOrder(tx, deps.clock, {
        email: body.email,
        lines: priced,
        editionSizes,
        fulfillmentType: body.fulfillmentType,
        shippingAddress: body.shippingAddress,
      });
      const sent: InvoiceSentBody = {
        success: true,
        message: CHECKOUT_TEXT.invoiceSent,
        orderId,
        // Given by the invoice job just after commit; the invoice e-mail carries it.
        invoiceNumber: null,
        total: toDollars(totalCents),
      };
      return { status: 200, body: sent };
    }),
  );
  if (!answer.replayed) deps.catalogChanged();
  return answer;
}

/**
 * What the cart costs to a destination, from the database and the settings of the day, so the
 * checkout shows shipping and tax before the buyer commits (the orders compute them again). Read
 * only: nothing is held, written or sent; 409 as the checkout would for a work no longer for sale.
 */
export async function cartCosts(
  deps: Pick<CheckoutDeps, 'db' | 'mediaUrl'>,
  body: CostsRequest,
): Promise<SaleCostsView> {
  const [priced, settings] = await Promise.all([
    priceSale(deps.db, saleLines(body.cart), deps.mediaUrl),
    getShopSettings(deps.db),
  ]);
  const destination =
    body.fulfillmentType === 'storage'
      ? ({ kind: 'storage' } as const)
      : cardDestination(settings, priced, body.country, body.region);
  return toCostsView(saleCosts(settings, priced, destination));
}

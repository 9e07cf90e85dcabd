import { CARD_TEXT, CHECKOUT_TEXT, type InvoiceSentBody, type PaidInvoiceRequest } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { toDollars } from '../../../platform/money.ts';
import { findOrder } from '../core/order-repo.ts';
import { findDraft } from './draft-repo.ts';

/**
 * The paid invoice of a card order, asked for by the buyer's browser after the payment. The order
 * itself queued the invoice mail (marked paid) when it was made, once, so this answers what was
 * sent and sends nothing twice. A draft is only found with the e-mail it was made with.
 */
export async function paidInvoiceOf(db: Db, body: PaidInvoiceRequest): Promise<InvoiceSentBody> {
  const draft = await findDraft(db, body.draft_id);
  if (!draft || draft.email !== body.email) throw new NotFound(CARD_TEXT.draftNotFound);
  const order = draft.order_id ? await findOrder(db, draft.order_id) : undefined;
  if (!order?.invoice_number) throw new Conflict(CARD_TEXT.finalizationFailed);
  return {
    success: true,
    message: CHECKOUT_TEXT.invoiceSent,
    orderId: order.id,
    invoiceNumber: order.invoice_number,
    total: toDollars(order.total_cents),
  };
}

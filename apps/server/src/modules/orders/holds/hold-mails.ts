import { INVOICE_HOLD } from '@vernissage/contract';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { moneyText } from '../../../platform/money.ts';
import { dateText } from '../../invoices/index.ts';
import type { ShopSettings } from '../../settings/index.ts';
import { lineText, numberOf, oneLine } from '../core/mail-text.ts';
import type { OrderItemRow, OrderRow } from '../core/order-rows.ts';

/** Why a hold ended: not confirmed in time, not paid while it was reserved, or released by the gallery. */
export type HoldEnd = 'unconfirmed' | 'unpaid' | 'admin';

const buyerReason: Record<HoldEnd, string> = {
  unconfirmed: `It was not confirmed within ${INVOICE_HOLD.unconfirmedMinutes} minutes, so its works are back on sale.`,
  unpaid: 'No payment reached us while its works were reserved, so they are back on sale.',
  admin: 'The gallery has released the works it held.',
};

/** The history line (and the admins' reason) of a hold that ended. */
export const holdEndNote: Record<HoldEnd, string> = {
  unconfirmed: `Not confirmed within ${INVOICE_HOLD.unconfirmedMinutes} minutes: works released, order cancelled`,
  unpaid: 'Not paid while reserved: works released, order cancelled',
  admin: 'Hold released by the gallery: works released, order cancelled',
};

/** Tells the buyer the order is cancelled and why; the invoice number stays theirs for reference. */
export function holdEndedMail(order: OrderRow, items: OrderItemRow[], shop: ShopSettings, end: HoldEnd): MailMessage {
  const num = numberOf(order);
  return {
    to: order.email,
    replyTo: shop.contactEmail,
    subject: oneLine(`${shop.shopName}: order ${num} cancelled`),
    text: [
      `Your order ${num} for ${moneyText(order.total_cents, order.currency)} has been cancelled. ${buyerReason[end]}`,
      '',
      ...items.map(lineText),
      '',
      'Nothing is owed on this invoice. If you still want these works, you are welcome to order them again.',
      '',
      `Questions? Reply to this e-mail or write to ${shop.contactEmail}.`,
      shop.shopName,
    ].join('\n'),
  };
}

/** Tells an admin that an order's hold ended and its works are for sale again. */
export function holdEndedAlert(to: string, order: OrderRow, end: HoldEnd, adminUrl: string): MailMessage {
  const num = numberOf(order);
  return {
    to,
    subject: oneLine(`Order ${num} cancelled: ${moneyText(order.total_cents, order.currency)} from ${order.email}`),
    text: [
      `${holdEndNote[end]}.`,
      `Placed ${dateText(new Date(order.created_at))} by ${order.email}; the invoice number stays used.`,
      '',
      `Orders: ${adminUrl}`,
    ].join('\n'),
  };
}

import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { moneyText } from '../../../platform/money.ts';
import type { ShopSettings } from '../../settings/index.ts';
import { capital, lineText, numberOf, oneLine, signOff } from '../core/mail-text.ts';
import type { OrderItemRow, OrderRow } from '../core/order-rows.ts';

/** The Payment Alerts e-mail to an admin who asked for it. */
export function paymentAlert(
  to: string,
  order: OrderRow,
  change: { from: string; to: string; actor: string },
  adminUrl: string,
): MailMessage {
  const num = numberOf(order);
  return {
    to,
    subject: oneLine(
      `Payment ${change.to} for ${num}: ${moneyText(order.total_cents, order.currency)} from ${order.email}`,
    ),
    text: [
      `${change.actor} changed the payment status of ${num} (${order.email}) from ${capital(change.from)} to ${capital(change.to)}.`,
      '',
      `Order total ${moneyText(order.total_cents, order.currency)}.`,
      `Orders: ${adminUrl}`,
    ].join('\n'),
  };
}

/** Tells the buyer the works are on their way, with the carrier and tracking number when known. */
export function shippedMail(
  order: OrderRow,
  items: OrderItemRow[],
  shop: ShopSettings,
  shipment: { carrier: string | null; trackingNumber: string | null },
): MailMessage {
  const num = numberOf(order);
  const tracking = [
    shipment.carrier ? `Carrier: ${shipment.carrier}` : '',
    shipment.trackingNumber ? `Tracking number: ${shipment.trackingNumber}` : '',
  ].filter(Boolean);
  return {
    to: order.email,
    replyTo: shop.contactEmail,
    subject: oneLine(`${shop.shopName}: your order ${num} has shipped`),
    text: [
      'Good news: your order is on its way.',
      '',
      ...items.map(lineText),
      '',
      ...(tracking.length > 0 ? [...tracking, ''] : []),
      'Each work is packed by hand to travel safely; please keep the packaging until you have unpacked and checked it.',
      ...signOff(shop),
    ].join('\n'),
  };
}

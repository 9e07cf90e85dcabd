import { orderLabel } from '@vernissage/contract';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { dateText, type InvoiceDocument, money } from '../../invoices/index.ts';
import type { ShopSettings } from '../../settings/index.ts';
import type { OrderItemRow, OrderRow } from '../documents/invoice-of-order.ts';

const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const numberOf = (o: OrderRow) => orderLabel({ id: o.id, invoiceNumber: o.invoice_number });
const signOff = (shop: ShopSettings) => [
  '',
  `Questions? Reply to this e-mail or write to ${shop.contactEmail}.`,
  shop.shopName,
];

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
    subject: oneLine(`Payment ${change.to} for ${num}: ${money(order.total_cents)} from ${order.email}`),
    text: [
      `${change.actor} changed the payment status of ${num} (${order.email}) from ${capital(change.from)} to ${capital(change.to)}.`,
      '',
      `Order total ${money(order.total_cents)}.`,
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
      ...items.map((i) => `- ${i.title} by ${i.artist_name} (${i.format_name}) x ${i.quantity}`),
      '',
      ...(tracking.length > 0 ? [...tracking, ''] : []),
      'Each work is packed by hand to travel safely; please keep the packaging until you have unpacked and checked it.',
      ...signOff(shop),
    ].join('\n'),
  };
}

/** The storage invoice for a period that has just opened. */
export function storageInvoiceMail(
  order: OrderRow,
  shop: ShopSettings,
  period: { start: string; end: string; amountCents: number; owedCents: number },
): MailMessage {
  const num = numberOf(order);
  const day = (d: string) => dateText(new Date(`${d}T00:00:00Z`));
  return {
    to: order.email,
    replyTo: shop.contactEmail,
    subject: oneLine(`${shop.shopName}: storage invoice for ${num}, ${day(period.start)}`),
    text: [
      `Your works from order ${num} are kept in our climate-controlled storage in ${shop.storage.country}.`,
      '',
      `Storage from ${day(period.start)} to ${day(period.end)}: ${money(period.amountCents)}.`,
      `Total storage fees owed today: ${money(period.owedCents)}.`,
      '',
      `Please pay by bank transfer and quote ${num} as the reference.`,
      ...signOff(shop),
    ].join('\n'),
  };
}

/** The buyer's current statement: the invoice PDF with payments, storage periods and what is owed. */
export function statementMail(invoice: InvoiceDocument, pdf: Buffer, owedCents: number): MailMessage {
  const shop = invoice.shop;
  return {
    to: invoice.billTo.email,
    replyTo: shop.email,
    subject: oneLine(`${shop.name}: your order ${invoice.number}`),
    text: [
      `Attached is the current statement of your order ${invoice.number}: the works, your payments, storage and what is owed.`,
      owedCents > 0 ? `Amount owed today: ${money(owedCents)}.` : 'Nothing is owed on this order today. Thank you.',
      '',
      `Questions? Reply to this e-mail or write to ${shop.email}.`,
      shop.name,
    ].join('\n'),
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

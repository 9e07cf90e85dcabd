import { INVOICE_HOLD, SHIPPING_TEXT } from '@vernissage/contract';
import { escapeMarkup } from '../../../platform/http/escape.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { moneyText } from '../../../platform/money.ts';
import { dateText, type InvoiceDocument } from '../../invoices/index.ts';

import { oneLine } from '../core/mail-text.ts';

/**
 * What the invoice mail says about the works' hold: a link to confirm within the half hour, or the
 * day they stay reserved until (an address that confirmed before, or a confirmed order).
 */
export type HoldNotice = { confirmUrl: string; until: Date } | { reservedUntil: Date };

const timeText = (d: Date) => `${d.toISOString().slice(11, 16)} UTC`;

function holdLines(hold: HoldNotice | undefined): { text: string[]; html: string } {
  if (!hold) return { text: [], html: '' };
  if ('reservedUntil' in hold) {
    const line = `The works are reserved for you until ${dateText(hold.reservedUntil)}.`;
    return { text: ['', line], html: `<p>${escapeMarkup(line)}</p>` };
  }
  const ask = `Please confirm this order by ${timeText(hold.until)} to keep the works reserved for you for ${INVOICE_HOLD.confirmedMaxDays} days, and to the due date once a payment reaches us; unconfirmed orders are cancelled after ${INVOICE_HOLD.unconfirmedMinutes} minutes.`;
  return {
    text: ['', ask, `Confirm this order: ${hold.confirmUrl}`],
    html: `<p>${escapeMarkup(ask)}</p><p><a href="${escapeMarkup(hold.confirmUrl)}">Confirm this order</a></p>`,
  };
}

/** The gallery's name, address, phone and e-mail under a letter, as its settings say today. */
function signature(shop: InvoiceDocument['shop']): string[] {
  return [shop.name, ...shop.addressLines, shop.phone, shop.email].filter((line) => line.trim() !== '');
}

/** The buyer's invoice: a short letter with the PDF attached (and, for an invoice order, its hold). */
export function invoiceMail(invoice: InvoiceDocument, pdf: Buffer, hold?: HoldNotice): MailMessage {
  const shop = invoice.shop.name;
  const due = invoice.testPayment
    ? 'This was a test payment: no money was taken.'
    : invoice.paid
      ? 'It has been paid in full; thank you.'
      : `Payment is due by ${dateText(invoice.dueAt)}.`;
  const works = invoice.lines.map((l) => `- ${l.title} by ${l.artist} (${l.format}, ${l.edition}) x ${l.quantity}`);
  const held = holdLines(hold);
  return {
    to: invoice.billTo.email,
    replyTo: invoice.shop.email,
    subject: oneLine(`${shop}: invoice ${invoice.number}`),
    text: [
      'Thank you for your order.',
      '',
      `Your invoice ${invoice.number} for ${moneyText(invoice.totalCents, invoice.currency)} is attached.`,
      due,
      ...(invoice.shippingCents === null
        ? ['', `Shipping: ${SHIPPING_TEXT.toBeQuoted}. ${SHIPPING_TEXT.quotedNote}`]
        : []),
      ...held.text,
      '',
      ...works,
      '',
      invoice.returns,
      '',
      `Questions? Reply to this e-mail or write to ${invoice.shop.email}.`,
      '',
      ...signature(invoice.shop),
    ].join('\n'),
    html: [
      '<p>Thank you for your order.</p>',
      `<p>Your invoice <strong>${escapeMarkup(invoice.number)}</strong> for ${escapeMarkup(moneyText(invoice.totalCents, invoice.currency))} is attached. ${escapeMarkup(due)}</p>`,
      held.html,
      `<ul>${invoice.lines.map((l) => `<li>${escapeMarkup(`${l.title} by ${l.artist} (${l.format}, ${l.edition}) × ${l.quantity}`)}</li>`).join('')}</ul>`,
      `<p>${escapeMarkup(invoice.returns)}</p>`,
      `<p>Questions? Reply to this e-mail or write to ${escapeMarkup(invoice.shop.email)}.</p>`,
      `<p>${signature(invoice.shop).map(escapeMarkup).join('<br>')}</p>`,
    ].join(''),
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

const howPaid = (invoice: InvoiceDocument): string => {
  if (invoice.testPayment) return 'card (a test payment: no money was taken)';
  return invoice.paid ? 'card (paid)' : 'invoice (bank transfer)';
};

/** The New Orders alert to an admin who asked for it. */
export function newOrderAlert(
  to: string,
  invoice: InvoiceDocument,
  fulfillment: string,
  adminUrl: string,
): MailMessage {
  const works = invoice.lines.map(
    (l) =>
      `- ${l.title} (${l.format}, ${l.edition}) x ${l.quantity}: ${moneyText(l.unitCents * l.quantity, invoice.currency)}`,
  );
  return {
    to,
    subject: oneLine(
      `New order ${invoice.number}: ${moneyText(invoice.totalCents, invoice.currency)} from ${invoice.billTo.email}`,
    ),
    text: [
      `${invoice.billTo.email} ordered, by ${howPaid(invoice)}, for ${fulfillment}:`,
      '',
      ...works,
      '',
      `Total ${moneyText(invoice.totalCents, invoice.currency)}.`,
      `Orders: ${adminUrl}`,
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
      owedCents > 0
        ? `Amount owed today: ${moneyText(owedCents, invoice.currency)}.`
        : 'Nothing is owed on this order today. Thank you.',
      '',
      `Questions? Reply to this e-mail or write to ${shop.email}.`,
      shop.name,
    ].join('\n'),
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** The revised invoice after the gallery set the order's shipping: the new figures, the PDF attached. */
export function revisedInvoiceMail(invoice: InvoiceDocument, pdf: Buffer): MailMessage {
  const shop = invoice.shop;
  const money = (cents: number) => moneyText(cents, invoice.currency);
  const shipping = invoice.shippingCents === null ? SHIPPING_TEXT.toBeQuoted : money(invoice.shippingCents);
  return {
    to: invoice.billTo.email,
    replyTo: shop.email,
    subject: oneLine(`${shop.name}: revised invoice ${invoice.number}`),
    text: [
      `The shipping of your order ${invoice.number} is now set: ${shipping}.`,
      `The new total is ${money(invoice.totalCents)}; the revised invoice is attached.`,
      invoice.paid ? 'It has been paid in full; thank you.' : `Payment is due by ${dateText(invoice.dueAt)}.`,
      '',
      `Questions? Reply to this e-mail or write to ${shop.email}.`,
      ...signature(shop),
    ].join('\n'),
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

import { escapeMarkup } from '../../platform/http/escape.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { dateText, type InvoiceDocument, money } from '../invoices/invoice-document.ts';

const oneLine = (text: string): string => text.replace(/\p{Cc}+/gu, ' ').trim();

/** The gallery's name, address, phone and e-mail under a letter, as its settings say today. */
function signature(shop: InvoiceDocument['shop']): string[] {
  return [shop.name, ...shop.addressLines, shop.phone, shop.email].filter((line) => line.trim() !== '');
}

/** The buyer's invoice: a short letter with the PDF attached. */
export function invoiceMail(invoice: InvoiceDocument, pdf: Buffer): MailMessage {
  const shop = invoice.shop.name;
  const due = invoice.paid ? 'It has been paid in full; thank you.' : `Payment is due by ${dateText(invoice.dueAt)}.`;
  const works = invoice.lines.map((l) => `- ${l.title} by ${l.artist} (${l.format}) x ${l.quantity}`);
  return {
    to: invoice.billTo.email,
    replyTo: invoice.shop.email,
    subject: oneLine(`${shop}: invoice ${invoice.number}`),
    text: [
      'Thank you for your order.',
      '',
      `Your invoice ${invoice.number} for ${money(invoice.totalCents)} is attached.`,
      due,
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
      `<p>Your invoice <strong>${escapeMarkup(invoice.number)}</strong> for ${escapeMarkup(money(invoice.totalCents))} is attached. ${escapeMarkup(due)}</p>`,
      `<ul>${invoice.lines.map((l) => `<li>${escapeMarkup(`${l.title} by ${l.artist} (${l.format}) × ${l.quantity}`)}</li>`).join('')}</ul>`,
      `<p>${escapeMarkup(invoice.returns)}</p>`,
      `<p>Questions? Reply to this e-mail or write to ${escapeMarkup(invoice.shop.email)}.</p>`,
      `<p>${signature(invoice.shop).map(escapeMarkup).join('<br>')}</p>`,
    ].join(''),
    attachments: [{ filename: `${invoice.number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/** The New Orders alert to an admin who asked for it. */
export function newOrderAlert(
  to: string,
  invoice: InvoiceDocument,
  fulfillment: string,
  adminUrl: string,
): MailMessage {
  const works = invoice.lines.map(
    (l) => `- ${l.title} (${l.format}) x ${l.quantity}: ${money(l.unitCents * l.quantity)}`,
  );
  return {
    to,
    subject: oneLine(`New order ${invoice.number}: ${money(invoice.totalCents)} from ${invoice.billTo.email}`),
    text: [
      `${invoice.billTo.email} ordered, by ${invoice.paid ? 'card (paid)' : 'invoice (bank transfer)'}, for ${fulfillment}:`,
      '',
      ...works,
      '',
      `Total ${money(invoice.totalCents)}.`,
      `Orders: ${adminUrl}`,
    ].join('\n'),
  };
}

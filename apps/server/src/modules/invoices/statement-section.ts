import { dateText, money, type Statement } from './invoice-document.ts';
import { BOLD, INK, LEFT, MUTED, type Pdf, RIGHT, RULE, room, SANS, SERIF } from './pdf-layout.ts';

const AMOUNT_X = 450;
const dayText = (day: string) => dateText(new Date(`${day}T00:00:00Z`));

function heading(pdf: Pdf, text: string): void {
  room(pdf, 60);
  pdf.font(SERIF).fontSize(13).fillColor(INK).text(text, LEFT, pdf.y);
  pdf.moveDown(0.3).font(SANS).fontSize(9.5);
}

function row(pdf: Pdf, label: string, detail: string, amount: string, strong = false): void {
  room(pdf, 16);
  const y = pdf.y;
  pdf.font(strong ? BOLD : SANS).fillColor(strong ? INK : MUTED);
  pdf.text(label, LEFT, y, { width: 170 });
  pdf.fillColor(INK).text(detail, LEFT + 170, y, { width: AMOUNT_X - LEFT - 180 });
  pdf.text(amount, AMOUNT_X, y, { width: RIGHT - AMOUNT_X, align: 'right' });
  pdf.y = Math.max(pdf.y, y + 14);
}

/** The account of the order today: payments, storage periods and the amount owed. */
export function statementSection(pdf: Pdf, s: Statement, currency: string): void {
  const amount = (cents: number) => money(cents, currency);
  heading(pdf, `Account as of ${dateText(s.asOf)}`);
  row(pdf, 'Payment status', s.paymentStatus, '');
  for (const p of s.payments) row(pdf, `Payment ${dateText(p.at)}`, p.label, amount(p.amountCents));
  if (s.storage.length > 0) {
    pdf.moveDown(0.6);
    heading(pdf, 'Storage');
    s.storage.forEach((p, i) => {
      const status = p.paid ? 'Paid' : 'Pending';
      row(pdf, `Period ${i + 1}`, `${dayText(p.start)} – ${dayText(p.end)} · ${status}`, amount(p.amountCents));
    });
  }
  pdf.moveDown(0.4);
  pdf.moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).strokeColor(RULE).stroke();
  pdf.y += 8;
  row(pdf, 'Order amount owed', '', amount(s.orderOwedCents));
  row(pdf, 'Storage fees owed', '', amount(s.storageOwedCents));
  row(pdf, 'Total amount owed', '', amount(s.orderOwedCents + s.storageOwedCents), true);
  pdf.moveDown(1).fillColor(INK);
}

import { INVOICE_PAYMENT_DAYS, SHIPPING_TEXT, storageFeeSentence, taxLineLabel } from '@vernissage/contract';
import PDFDocument from 'pdfkit';
import { dateText, type InvoiceDocument, money, TEST_PAYMENT_NOTE } from './invoice-document.ts';
import { BOLD, BOTTOM, INK, LEFT, MUTED, type Pdf, RIGHT, RULE, room, SANS, SERIF } from './pdf-layout.ts';
import { statementSection } from './statement-section.ts';

/** Renders the invoice as a PDF (A4, the standard PDF fonts, nothing fetched from anywhere). */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Invoice ${invoice.number}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  header(pdf, invoice);
  parties(pdf, invoice);
  lineTable(pdf, invoice);
  totals(pdf, invoice);
  if (invoice.statement) statementSection(pdf, invoice.statement, invoice.currency);
  paymentSection(pdf, invoice);
  pdf.end();
  return done;
}

function header(pdf: Pdf, inv: InvoiceDocument): void {
  pdf.fillColor(INK).font(SERIF).fontSize(24).text(inv.shop.name, LEFT, 56);
  pdf.font(SANS).fontSize(9).fillColor(MUTED);
  pdf.text([...inv.shop.addressLines, inv.shop.email, inv.shop.phone].filter(Boolean).join('\n'), LEFT, 88);
  pdf
    .font(SERIF)
    .fontSize(18)
    .fillColor(INK)
    .text(inv.testPayment ? 'Invoice — Test' : inv.paid ? 'Invoice — Paid' : 'Invoice', 340, 56, {
      width: RIGHT - 340,
      align: 'right',
    });
  pdf.font(SANS).fontSize(9).fillColor(MUTED);
  const facts = [`Invoice number  ${inv.number}`, `Invoice date  ${dateText(inv.issuedAt)}`];
  if (inv.testPayment) facts.push(TEST_PAYMENT_NOTE);
  else facts.push(inv.paid ? (inv.paidNote ?? 'Paid in full by card') : `Payment due  ${dateText(inv.dueAt)}`);
  pdf.text(facts.join('\n'), 300, 84, { width: RIGHT - 300, align: 'right' });
  pdf.moveTo(LEFT, 160).lineTo(RIGHT, 160).strokeColor(RULE).stroke();
  pdf.y = 176;
}

function parties(pdf: Pdf, inv: InvoiceDocument): void {
  const top = pdf.y;
  pdf.font(BOLD).fontSize(8).fillColor(MUTED).text('BILL TO', LEFT, top);
  pdf
    .font(SANS)
    .fontSize(10)
    .fillColor(INK)
    .text([...inv.billTo.lines, inv.billTo.email].join('\n'), LEFT, top + 14, { width: 230 });
  const afterBill = pdf.y;
  pdf.font(BOLD).fontSize(8).fillColor(MUTED).text('FULFILMENT', 310, top);
  const f = inv.fulfillment;
  const text =
    f.kind === 'shipping'
      ? `Shipped to the address opposite. ${f.note}\n${f.estimate}`
      : `Kept in the gallery's climate-controlled storage in ${f.country}. ${storageFeeSentence(money(f.monthlyFeeCents, inv.currency), f.firstMonthFree)}`;
  const returns = `\n${inv.returns}`;
  pdf
    .font(SANS)
    .fontSize(10)
    .fillColor(INK)
    .text(`${text}${returns}`, 310, top + 14, { width: RIGHT - 310 });
  pdf.y = Math.max(afterBill, pdf.y) + 24;
}

const COLS = { item: LEFT, qty: 350, unit: 390, total: 470 };

function lineTable(pdf: Pdf, inv: InvoiceDocument): void {
  const head = (y: number) => {
    pdf.font(BOLD).fontSize(8).fillColor(MUTED);
    pdf.text('ARTWORK', COLS.item, y).text('QTY', COLS.qty, y, { width: 30, align: 'right' });
    pdf
      .text('UNIT PRICE', COLS.unit, y, { width: 70, align: 'right' })
      .text('AMOUNT', COLS.total, y, { width: RIGHT - COLS.total, align: 'right' });
    pdf
      .moveTo(LEFT, y + 14)
      .lineTo(RIGHT, y + 14)
      .strokeColor(RULE)
      .stroke();
    pdf.y = y + 22;
  };
  head(pdf.y);
  for (const line of inv.lines) {
    if (pdf.y + 40 > BOTTOM) {
      pdf.addPage();
      head(LEFT);
    }
    const y = pdf.y;
    pdf.font(SERIF).fontSize(11).fillColor(INK).text(line.title, COLS.item, y, { width: 280 });
    const after = pdf.y;
    pdf
      .font(SANS)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${line.artist} · ${line.format} · ${line.edition}`, COLS.item, after + 1, { width: 280 });
    const end = pdf.y;
    pdf.font(SANS).fontSize(10).fillColor(INK);
    pdf.text(String(line.quantity), COLS.qty, y, { width: 30, align: 'right' });
    pdf.text(money(line.unitCents, inv.currency), COLS.unit, y, { width: 70, align: 'right' });
    pdf.text(money(line.unitCents * line.quantity, inv.currency), COLS.total, y, {
      width: RIGHT - COLS.total,
      align: 'right',
    });
    pdf.y = end + 10;
  }
  pdf.moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).strokeColor(RULE).stroke();
  pdf.y += 10;
}

function totals(pdf: Pdf, inv: InvoiceDocument): void {
  room(pdf, 90);
  const row = (label: string, value: string, strong = false) => {
    const y = pdf.y;
    pdf
      .font(strong ? BOLD : SANS)
      .fontSize(strong ? 11 : 10)
      .fillColor(strong ? INK : MUTED);
    pdf
      .text(label, 330, y, { width: 130 })
      .text(value, COLS.total - 20, y, { width: RIGHT - COLS.total + 20, align: 'right' });
    pdf.y = y + (strong ? 20 : 16);
  };
  const amount = (cents: number) => money(cents, inv.currency);
  row('Subtotal', amount(inv.subtotalCents));
  row(
    'Shipping',
    inv.shippingCents === null
      ? SHIPPING_TEXT.toBeQuoted
      : inv.shippingCents === 0
        ? 'Free'
        : amount(inv.shippingCents),
  );
  // Included tax is part of the subtotal: named as such, and not added to the total.
  const taxLabel = inv.tax ? taxLineLabel(inv.tax.label, inv.tax.rateMilli / 1000) : 'Tax';
  row(inv.tax && inv.pricesIncludeTax ? `${taxLabel} (included)` : taxLabel, amount(inv.taxCents));
  row(inv.testPayment ? 'Total (test)' : inv.paid ? 'Total paid' : 'Total due', amount(inv.totalCents), true);
  pdf.y += 12;
}

function paymentSection(pdf: Pdf, inv: InvoiceDocument): void {
  if (inv.paid) return;
  room(pdf, 140);
  pdf.font(SERIF).fontSize(13).fillColor(INK).text('How to pay', LEFT, pdf.y);
  pdf.moveDown(0.4).font(SANS).fontSize(10).fillColor(INK);
  const b = inv.bank;
  if (b) {
    const rows: [string, string][] = [
      ['Bank', b.bankName],
      ['Account name', b.accountName],
      ['Account number', b.accountNumber],
      ['Routing number', b.routingNumber],
      ['SWIFT', b.swiftCode],
      ['IBAN', b.iban],
      ['Reference', inv.number],
    ];
    for (const [label, value] of rows.filter(([, v]) => v !== '')) {
      const y = pdf.y;
      pdf
        .fillColor(MUTED)
        .text(label, LEFT, y, { width: 120 })
        .fillColor(INK)
        .text(value, LEFT + 120, y, { width: RIGHT - LEFT - 120 });
    }
    pdf.moveDown(0.6).fillColor(INK);
    for (const note of [b.instructions, b.terms].filter((t) => t.trim() !== ''))
      pdf.text(note, LEFT, pdf.y, { width: RIGHT - LEFT }).moveDown(0.4);
  } else {
    pdf.text(
      `Please reply to ${inv.shop.email} for our bank details. Quote ${inv.number} as the reference.`,
      LEFT,
      pdf.y,
      { width: RIGHT - LEFT },
    );
  }
  pdf
    .moveDown(0.4)
    .text(
      `Payment is due by ${dateText(inv.dueAt)}, ${INVOICE_PAYMENT_DAYS} days after the invoice date.`,
      LEFT,
      pdf.y,
      {
        width: RIGHT - LEFT,
      },
    );
  if (inv.installments) installmentTable(pdf, inv.installments, inv.currency);
}

function installmentTable(pdf: Pdf, plan: NonNullable<InvoiceDocument['installments']>, currency: string): void {
  room(pdf, 60);
  pdf.moveDown(0.8).font(SERIF).fontSize(12).fillColor(INK).text(`Or pay in ${plan.length} installments`, LEFT, pdf.y);
  pdf.moveDown(0.3).font(SANS).fontSize(9.5);
  for (const p of plan) {
    room(pdf, 16);
    const y = pdf.y;
    pdf.fillColor(MUTED).text(`Installment ${p.number}`, LEFT, y, { width: 120 });
    pdf.fillColor(INK).text(`due ${dateText(p.dueAt)}`, LEFT + 120, y, { width: 180 });
    pdf.text(money(p.amountCents, currency), COLS.total - 20, y, { width: RIGHT - COLS.total + 20, align: 'right' });
  }
}

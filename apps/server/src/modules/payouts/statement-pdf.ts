import type { ArtistPayouts } from '@vernissage/contract';
import PDFDocument from 'pdfkit';
import { dateText, money, PDF_INK, PDF_MUTED, PDF_RULE, PDF_SANS, PDF_SERIF } from '../invoices/index.ts';

type Pdf = PDFKit.PDFDocument;
const LEFT = 56;
const RIGHT = 539;
const BOTTOM = 780;
const BOLD = 'Helvetica-Bold';

/** What the statement shows: the artist's figures (as the API answers them) and the gallery. */
/** `currency`: the shop's, in which the ledger is kept. */
export type StatementDocument = {
  payouts: ArtistPayouts;
  gallery: { name: string; addressLines: string[] };
  currency: string;
};

const cents = (dollars: number) => Math.round(dollars * 100);
const day = (iso: string) => dateText(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));

/**
 * An artist's statement for a period (gallery.md §4): the gallery, the artist and the period, each
 * sale and reversal with its date, invoice, work, edition, amount, rate and share, the payouts, the
 * period's totals and the balance owed today. A4, the standard PDF fonts, as many pages as it needs.
 */
export function renderStatementPdf(doc: StatementDocument): Promise<Buffer> {
  const { payouts: p, gallery } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Statement for ${p.artist.name}, ${p.from} to ${p.to}`, Author: gallery.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  header(pdf, doc);
  sales(pdf, p, doc.currency);
  payoutList(pdf, p, doc.currency);
  totals(pdf, p, doc.currency);
  pdf.end();
  return done;
}

function header(pdf: Pdf, { payouts: p, gallery }: StatementDocument): void {
  pdf.fillColor(PDF_INK).font(PDF_SERIF).fontSize(22).text(gallery.name, LEFT, 56, { width: 300 });
  pdf
    .font(PDF_SANS)
    .fontSize(9)
    .fillColor(PDF_MUTED)
    .text(gallery.addressLines.join('\n'), LEFT, pdf.y + 4);
  pdf
    .font(PDF_SERIF)
    .fontSize(18)
    .fillColor(PDF_INK)
    .text('Artist statement', 340, 56, {
      width: RIGHT - 340,
      align: 'right',
    });
  pdf.font(PDF_SANS).fontSize(9).fillColor(PDF_MUTED);
  pdf.text(`${day(p.from)} to ${day(p.to)}`, 340, 82, { width: RIGHT - 340, align: 'right' });
  pdf.y = Math.max(pdf.y, 130);
  pdf.font(BOLD).fontSize(8).fillColor(PDF_MUTED).text('ARTIST', LEFT, pdf.y);
  pdf
    .font(PDF_SERIF)
    .fontSize(13)
    .fillColor(PDF_INK)
    .text(p.artist.name, LEFT, pdf.y + 2);
  if (p.artist.email) pdf.font(PDF_SANS).fontSize(9).fillColor(PDF_MUTED).text(p.artist.email);
  pdf.y += 18;
}

const COLS = { date: LEFT, invoice: 128, work: 214, amount: 380, rate: 436, share: 476 };

function tableHead(pdf: Pdf, y: number): void {
  pdf.font(BOLD).fontSize(7.5).fillColor(PDF_MUTED);
  pdf.text('DATE', COLS.date, y).text('INVOICE', COLS.invoice, y).text('WORK', COLS.work, y);
  pdf.text('AMOUNT', COLS.amount - 20, y, { width: 70, align: 'right' });
  pdf.text('RATE', COLS.rate, y, { width: 36, align: 'right' });
  pdf.text('SHARE', COLS.share, y, { width: RIGHT - COLS.share, align: 'right' });
  pdf
    .moveTo(LEFT, y + 13)
    .lineTo(RIGHT, y + 13)
    .lineWidth(0.5)
    .strokeColor(PDF_RULE)
    .stroke();
  pdf.y = y + 20;
}

function sales(pdf: Pdf, p: ArtistPayouts, currency: string): void {
  pdf.font(PDF_SERIF).fontSize(13).fillColor(PDF_INK).text('Sales', LEFT, pdf.y);
  pdf.y += 6;
  if (p.lines.length === 0) {
    pdf.font(PDF_SANS).fontSize(10).fillColor(PDF_MUTED).text('No sales in this period.', LEFT, pdf.y);
    pdf.y += 16;
    return;
  }
  tableHead(pdf, pdf.y);
  for (const line of p.lines) {
    if (pdf.y + 34 > BOTTOM) {
      pdf.addPage();
      tableHead(pdf, LEFT);
    }
    const y = pdf.y;
    pdf.font(PDF_SANS).fontSize(9).fillColor(PDF_INK);
    pdf.text(day(line.date), COLS.date, y, { width: 70 });
    pdf.text(line.invoiceNumber ?? '', COLS.invoice, y, { width: 84 });
    pdf.font(PDF_SERIF).fontSize(10).text(line.title, COLS.work, y, { width: 150 });
    const workEnd = pdf.y;
    const note = line.amount < 0 ? `${line.edition} · reversed` : line.edition;
    pdf.font(PDF_SANS).fontSize(8).fillColor(PDF_MUTED).text(note, COLS.work, workEnd, { width: 150 });
    const end = pdf.y;
    pdf.font(PDF_SANS).fontSize(9).fillColor(PDF_INK);
    pdf.text(money(cents(line.amount), currency), COLS.amount - 20, y, { width: 70, align: 'right' });
    pdf.text(`${line.rate}%`, COLS.rate, y, { width: 36, align: 'right' });
    pdf.text(money(cents(line.artistShare), currency), COLS.share, y, { width: RIGHT - COLS.share, align: 'right' });
    pdf.y = end + 8;
  }
  pdf.y += 8;
}

function payoutList(pdf: Pdf, p: ArtistPayouts, currency: string): void {
  if (pdf.y + 60 > BOTTOM) pdf.addPage();
  pdf.font(PDF_SERIF).fontSize(13).fillColor(PDF_INK).text('Payouts', LEFT, pdf.y);
  pdf.y += 6;
  if (p.payouts.length === 0) {
    pdf.font(PDF_SANS).fontSize(10).fillColor(PDF_MUTED).text('No payouts in this period.', LEFT, pdf.y);
    pdf.y += 16;
    return;
  }
  for (const payout of p.payouts) {
    if (pdf.y + 20 > BOTTOM) pdf.addPage();
    const y = pdf.y;
    pdf.font(PDF_SANS).fontSize(9).fillColor(PDF_INK);
    pdf.text(day(payout.paidAt), COLS.date, y, { width: 70 });
    pdf.text(payout.reference, COLS.invoice, y, { width: 300 });
    pdf.text(money(cents(payout.amount), currency), COLS.share - 40, y, {
      width: RIGHT - COLS.share + 40,
      align: 'right',
    });
    pdf.y = Math.max(pdf.y, y + 14) + 4;
  }
  pdf.y += 8;
}

function totals(pdf: Pdf, p: ArtistPayouts, currency: string): void {
  if (pdf.y + 110 > BOTTOM) pdf.addPage();
  pdf.moveTo(300, pdf.y).lineTo(RIGHT, pdf.y).lineWidth(0.5).strokeColor(PDF_RULE).stroke();
  pdf.y += 10;
  const row = (label: string, value: number, strong = false) => {
    const y = pdf.y;
    pdf
      .font(strong ? BOLD : PDF_SANS)
      .fontSize(strong ? 11 : 9.5)
      .fillColor(strong ? PDF_INK : PDF_MUTED);
    pdf.text(label, 300, y, { width: 140 });
    pdf.text(money(cents(value), currency), 440, y, { width: RIGHT - 440, align: 'right' });
    pdf.y = y + (strong ? 20 : 15);
  };
  row('Sales in the period', p.totals.gross);
  row("Gallery's commission", p.totals.commission);
  row("Artist's share", p.totals.artistShare);
  row('Paid out in the period', p.totals.paid);
  row('Balance owed today', p.totals.balance, true);
}

import { CERTIFICATE_TEXT, certificateRevokedText, editionText } from '@vernissage/contract';
import PDFDocument from 'pdfkit';
import { dateText, PDF_INK, PDF_MUTED, PDF_RULE, PDF_SANS, PDF_SERIF } from '../invoices/index.ts';
import type { CertificateDocument } from './certificate-document.ts';
import { drawQrCode } from './qr-drawing.ts';

type Pdf = PDFKit.PDFDocument;

const WIDTH = 595; // A4
const MARGIN = 64;
const INNER = WIDTH - 2 * MARGIN;
/** Where the signature, the gallery and the QR code begin: everything above must end before it. */
const FOOT_TOP = 676;
const ALERT = '#9b2c1f';
const ITALIC = 'Times-Italic';
/** Where the QR code of the page is drawn (points from the top left). */
export const QR_BOX = { x: WIDTH - MARGIN - 84, y: FOOT_TOP + 16, size: 84 };
const IMAGE_GAP = 18;

/**
 * The certificate of authenticity as one A4 page (gallery.md §2): the work's image, the work, its
 * edition, the statement, the public provenance, a signature line, the gallery, and the code with a
 * QR code of its public page. Every text is bounded (`height` with an ellipsis) and the provenance
 * is cut to what fits, so no input can push pdfkit onto a second page.
 */
export function renderCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    info: { Title: `${CERTIFICATE_TEXT.heading}: ${doc.title}`, Author: doc.gallery.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  let y = heading(pdf, doc);
  y = statusNotice(pdf, doc, y);
  // The image takes what the text leaves (at most 250 pt), keeping a few lines for the provenance.
  const text = statement(pdf, facts(pdf, doc, work(pdf, doc, 0, false), false), false);
  const room = FOOT_TOP - 14 - y - text - (doc.provenance.length > 0 ? 64 : 0) - IMAGE_GAP;
  y = image(pdf, doc, y, Math.min(250, room));
  y = work(pdf, doc, y);
  y = facts(pdf, doc, y);
  y = statement(pdf, y);
  provenance(pdf, doc, y);
  foot(pdf, doc);
  pdf.end();
  return done;
}

type Align = 'left' | 'center' | 'right';

/**
 * Text in a box of at most `lines` lines, what does not fit ending in an ellipsis; its height.
 * With `draw` false it only measures (the layout's first pass).
 */
function bounded(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  box: { width: number; lines: number; align?: Align; draw?: boolean },
) {
  const height = pdf.currentLineHeight(true) * box.lines;
  if (box.draw !== false)
    pdf.text(text, x, y, { width: box.width, height, ellipsis: true, align: box.align ?? 'left' });
  return Math.min(pdf.heightOfString(text, { width: box.width }), height);
}

function heading(pdf: Pdf, doc: CertificateDocument): number {
  pdf.font(PDF_SANS).fontSize(8.5).fillColor(PDF_MUTED);
  bounded(pdf, doc.gallery.name.toUpperCase(), MARGIN, MARGIN, { width: INNER, lines: 1, align: 'center' });
  pdf.font(PDF_SERIF).fontSize(25).fillColor(PDF_INK);
  pdf.text(CERTIFICATE_TEXT.heading, MARGIN, MARGIN + 20, { width: INNER, align: 'center', lineBreak: false });
  const ruleY = MARGIN + 58;
  pdf
    .moveTo(WIDTH / 2 - 40, ruleY)
    .lineTo(WIDTH / 2 + 40, ruleY)
    .lineWidth(0.6)
    .strokeColor(PDF_RULE)
    .stroke();
  return ruleY + 18;
}

/** A revoked or replaced certificate says so above everything else. */
function statusNotice(pdf: Pdf, doc: CertificateDocument, y: number): number {
  if (doc.status === 'valid') return y;
  const line =
    doc.status === 'revoked'
      ? `${certificateRevokedText(dateText(doc.revokedAt ?? doc.issuedAt))}${doc.reason ? `\nReason: ${doc.reason}` : ''}`
      : CERTIFICATE_TEXT.superseded;
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(ALERT);
  const height = bounded(pdf, line, MARGIN + 12, y + 8, { width: INNER - 24, lines: 3, align: 'center' });
  pdf
    .rect(MARGIN, y, INNER, height + 16)
    .lineWidth(1)
    .strokeColor(ALERT)
    .stroke();
  return y + height + 28;
}

/** The work's image, as large as the page allows beside the text it must leave room for. */
function image(pdf: Pdf, doc: CertificateDocument, y: number, maxHeight: number): number {
  if (!doc.image || maxHeight < 80) return y;
  const maxWidth = 300;
  const scale = Math.min(maxWidth / doc.image.width, maxHeight / doc.image.height);
  const width = doc.image.width * scale;
  const height = doc.image.height * scale;
  pdf.image(doc.image.jpeg, (WIDTH - width) / 2, y, { width, height });
  return y + height + IMAGE_GAP;
}

function work(pdf: Pdf, doc: CertificateDocument, y: number, draw = true): number {
  pdf.font(ITALIC).fontSize(19).fillColor(PDF_INK);
  const title = bounded(pdf, doc.title, MARGIN, y, { width: INNER, lines: 2, align: 'center', draw });
  pdf.font(PDF_SANS).fontSize(10.5).fillColor(PDF_INK);
  const artist = bounded(pdf, doc.artistName, MARGIN, y + title + 4, { width: INNER, lines: 1, align: 'center', draw });
  return y + title + 4 + artist + 16;
}

/** Year, medium, dimensions, format, edition and issue date, label beside value. */
function facts(pdf: Pdf, doc: CertificateDocument, y: number, draw = true): number {
  const edition = editionText(doc.edition && { size: doc.edition.size, numbers: [doc.edition.number] });
  const rows: [string, string][] = [
    ['Year', doc.year === null ? '' : String(doc.year)],
    ['Medium', doc.medium],
    ['Dimensions', doc.dimensions],
    ['Format', doc.format],
    ['Edition', edition],
    ['Issued', dateText(doc.issuedAt)],
  ];
  const labelX = WIDTH / 2 - 150;
  const valueX = WIDTH / 2 - 60;
  const valueWidth = 210;
  let at = y;
  for (const [label, value] of rows) {
    if (!value.trim()) continue;
    pdf.font(PDF_SANS).fontSize(7.5).fillColor(PDF_MUTED);
    if (draw) pdf.text(label.toUpperCase(), labelX, at + 1.5, { width: 80, characterSpacing: 0.6, lineBreak: false });
    pdf.font(PDF_SERIF).fontSize(10.5).fillColor(PDF_INK);
    at += bounded(pdf, value, valueX, at, { width: valueWidth, lines: 2, draw }) + 4;
  }
  return at + 12;
}

function statement(pdf: Pdf, y: number, draw = true): number {
  pdf.font(PDF_SERIF).fontSize(10.5).fillColor(PDF_INK);
  const box = { width: INNER - 60, lines: 3, align: 'center' as const, draw };
  const height = bounded(pdf, CERTIFICATE_TEXT.statement, MARGIN + 30, y, box);
  return y + height + 16;
}

/** The public provenance entries that fit above the foot; a last line says how many did not. */
function provenance(pdf: Pdf, doc: CertificateDocument, y: number): void {
  if (doc.provenance.length === 0) return;
  const bottom = FOOT_TOP - 14;
  if (y + 26 > bottom) return;
  pdf.font(PDF_SANS).fontSize(7.5).fillColor(PDF_MUTED);
  pdf.text('PROVENANCE', MARGIN, y, { width: INNER, align: 'center', characterSpacing: 0.6, lineBreak: false });
  let at = y + 14;
  const width = INNER - 60;
  pdf.font(PDF_SERIF).fontSize(9).fillColor(PDF_INK);
  const lineHeight = pdf.currentLineHeight(true);
  for (const [i, entry] of doc.provenance.entries()) {
    const text = entry.date ? `${entry.date}  ·  ${entry.text}` : entry.text;
    const height = Math.min(pdf.heightOfString(text, { width }), lineHeight * 2);
    const left = doc.provenance.length - i;
    // Room for this entry, and for the closing line when entries remain after it.
    if (at + height + (left > 1 ? lineHeight + 2 : 0) > bottom) {
      pdf.font(ITALIC).fillColor(PDF_MUTED);
      const more = left === 1 ? 'and 1 more entry' : `and ${left} more entries`;
      pdf.text(`${more} on the certificate's page`, MARGIN + 30, at, { width, align: 'center', lineBreak: false });
      return;
    }
    bounded(pdf, text, MARGIN + 30, at, { width, lines: 2, align: 'center' });
    at += height + 2;
  }
}

/** The signature line and the gallery on the left, the QR code of the page and the code on the right. */
function foot(pdf: Pdf, doc: CertificateDocument): void {
  pdf
    .moveTo(MARGIN, FOOT_TOP)
    .lineTo(WIDTH - MARGIN, FOOT_TOP)
    .lineWidth(0.6)
    .strokeColor(PDF_RULE)
    .stroke();
  const lineY = FOOT_TOP + 50;
  pdf
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + 200, lineY)
    .lineWidth(0.6)
    .strokeColor(PDF_INK)
    .stroke();
  pdf
    .font(PDF_SANS)
    .fontSize(7.5)
    .fillColor(PDF_MUTED)
    .text('SIGNATURE', MARGIN, lineY + 5, {
      characterSpacing: 0.6,
      lineBreak: false,
    });
  pdf.font(PDF_SERIF).fontSize(9.5).fillColor(PDF_INK);
  bounded(pdf, doc.gallery.name, MARGIN, lineY + 20, { width: 260, lines: 1 });
  pdf.font(PDF_SANS).fontSize(8).fillColor(PDF_MUTED);
  bounded(pdf, doc.gallery.addressLines.join(', '), MARGIN, lineY + 34, { width: 260, lines: 2 });

  drawQrCode(pdf, doc.url, QR_BOX);
  const textRight = QR_BOX.x - 12;
  pdf.font(PDF_SANS).fontSize(7.5).fillColor(PDF_MUTED);
  pdf.text('VERIFY THIS CERTIFICATE', textRight - 170, FOOT_TOP + 20, {
    width: 170,
    align: 'right',
    characterSpacing: 0.6,
    lineBreak: false,
  });
  pdf.font('Courier').fontSize(9).fillColor(PDF_INK);
  pdf.text(doc.code, textRight - 170, FOOT_TOP + 36, { width: 170, align: 'right', lineBreak: false });
  pdf.font(PDF_SANS).fontSize(7).fillColor(PDF_MUTED);
  bounded(pdf, doc.url, textRight - 170, FOOT_TOP + 52, { width: 170, lines: 3, align: 'right' });
}

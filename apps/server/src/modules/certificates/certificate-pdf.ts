// TEMPORARY (not committed): replaced by the renderer from branch cert-pdf.
import PDFDocument from 'pdfkit';
import type { CertificateDocument } from './certificate-document.ts';
export function renderCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((r) => pdf.on('end', () => r(Buffer.concat(chunks))));
  pdf.text(`Certificate of authenticity ${doc.title} ${doc.code} ${doc.url}`);
  pdf.end();
  return done;
}

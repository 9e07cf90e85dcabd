import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleCertificate } from '../../../test/certificate-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { QR_BOX, renderCertificatePdf } from './certificate-pdf.ts';
import { qrModules } from './qr-drawing.ts';

const certificate = await sampleCertificate();
/** Extracted text with its line breaks and spacing folded, as a reader would search it. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the certificate PDF', () => {
  it('shows the work, its edition, the gallery, the statement, the provenance and the code on one page', async () => {
    const pdf = await renderCertificatePdf(certificate);
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const part of [
      'Certificate of authenticity',
      'GALERIE VERNISSAGE',
      'Harbour at Dusk',
      'Kenji Mori',
      '2021',
      'Archival pigment print',
      '50 × 70 cm',
      'Large print',
      'Edition 3/10',
      'November 28, 2026',
      'This certifies that the work described here is an authentic work by the artist named',
      "Printed in the artist's studio, Kyoto",
      'Exhibited: Harbours, Galerie Nord, Accra',
      '14 Riverside Drive, Nairobi 00100, Kenya',
      'SIGNATURE',
      'q3Xv9bT0sLkP2mWcR8aZ1g',
    ]) {
      expect(flat(text)).toContain(part);
    }
    expect(flat(text)).not.toContain('revoked');
    // The image is embedded at its own size.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*?\/Width 800/);
  });

  it('draws the QR code of the page: the modules of that address, read back from the rendered page', async () => {
    const pdf = await renderCertificatePdf(certificate);
    const scale = 5;
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const shot = await parser.getScreenshot({ scale, first: 1 }).finally(() => parser.destroy());
    const png = shot.pages[0]?.data;
    if (!png) throw new Error('no screenshot');
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = (x: number, y: number) => (data[Math.round(y) * info.width + Math.round(x)] ?? 255) < 128;
    const mismatches = (url: string) => {
      const qr = qrModules(url);
      const cell = (QR_BOX.size / qr.size) * scale;
      let wrong = 0;
      for (let row = 0; row < qr.size; row += 1)
        for (let col = 0; col < qr.size; col += 1) {
          const x = QR_BOX.x * scale + (col + 0.5) * cell;
          const y = QR_BOX.y * scale + (row + 0.5) * cell;
          if (dark(x, y) !== qr.dark(row, col)) wrong += 1;
        }
      return wrong;
    };
    expect(mismatches(certificate.url)).toBe(0);
    // Another address's code read the same way does not match: the comparison can fail.
    expect(mismatches('https://gallery.example/certificates/AAAAAAAAAAAAAAAAAAAAAA')).toBeGreaterThan(50);
  });

  it('names a unique work and says plainly when the certificate was revoked or replaced', async () => {
    const revoked = await textOf(
      await renderCertificatePdf({
        ...certificate,
        edition: null,
        status: 'revoked',
        revokedAt: new Date('2026-12-02T10:00:00Z'),
        reason: 'Order cancelled',
      }),
    );
    expect(flat(revoked.text)).toContain('Unique work');
    expect(flat(revoked.text)).toContain('This certificate was revoked on December 2, 2026.');
    expect(flat(revoked.text)).toContain('Reason: Order cancelled');
    const replaced = await textOf(await renderCertificatePdf({ ...certificate, status: 'superseded' }));
    expect(flat(replaced.text)).toContain('This certificate was replaced by a newer one.');
  });

  it('stays one page with the longest title and 50 long provenance entries, and says how many it left out', async () => {
    const { text, pages } = await textOf(
      await renderCertificatePdf({
        ...certificate,
        title: 'A very long title '.repeat(20),
        medium: 'Pigment '.repeat(60),
        provenance: Array.from({ length: 50 }, (_, i) => ({ date: `${1970 + i}`, text: `Entry ${i} `.repeat(60) })),
      }),
    );
    expect(pages).toBe(1);
    expect(flat(text)).toMatch(/and \d+ more entries on the certificate's page/);
    expect(flat(text)).toContain('q3Xv9bT0sLkP2mWcR8aZ1g');
    const bare = await textOf(await renderCertificatePdf({ ...certificate, image: null, provenance: [], year: null }));
    expect(bare.pages).toBe(1);
    expect(flat(bare.text)).not.toContain('PROVENANCE');
  });
});

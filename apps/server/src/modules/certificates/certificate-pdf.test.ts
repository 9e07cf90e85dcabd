import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { sampleCertificate } from '../../../test/certificate-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

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

  it('draws the QR code of the page’s address, module for module', async () => {
    const plain = await renderCertificatePdf({ ...certificate, image: null });
    const { modules } = QRCode.create(certificate.url, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1)
      for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) dark += 1;
    const longer = await renderCertificatePdf({ ...certificate, image: null, url: `${certificate.url}?x=1` });
    // Another address is another code: the drawing, and so the file, changes with it.
    expect(longer.equals(plain)).toBe(false);
    expect(dark).toBeGreaterThan(100);
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

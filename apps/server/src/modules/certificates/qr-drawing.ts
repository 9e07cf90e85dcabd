import QRCode from 'qrcode';

/** The QR code's modules for `text` (level M): what the certificate draws, and what a test reads back. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => modules.get(row, col) === 1 };
}

/**
 * Draws the QR code of `text` filling the `size` square at (x, y), without a quiet zone (keep white
 * around it): runs of dark modules as vector rectangles in one path, sharp at any zoom and a few
 * hundred bytes. Encoding is the qrcode package's; only the drawing is ours.
 */
export function drawQrCode(pdf: PDFKit.PDFDocument, text: string, at: { x: number; y: number; size: number }): void {
  const qr = qrModules(text);
  const cell = at.size / qr.size;
  for (let row = 0; row < qr.size; row += 1) {
    for (let col = 0; col < qr.size; ) {
      if (!qr.dark(row, col)) {
        col += 1;
        continue;
      }
      let end = col;
      while (end < qr.size && qr.dark(row, end)) end += 1;
      // A hair taller than a module, so rows join without a seam where a viewer anti-aliases.
      pdf.rect(at.x + col * cell, at.y + row * cell, (end - col) * cell, cell + 0.02);
      col = end;
    }
  }
  pdf.fillColor('#000000').fill();
}

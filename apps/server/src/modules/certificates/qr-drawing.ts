import QRCode from 'qrcode';

/**
 * Draws the QR code of `text` as vector squares, `size` points wide, at (x, y): sharp at any zoom
 * and a few hundred bytes, where a raster would blur or weigh kilobytes. Encoding is the qrcode
 * package's; only the drawing is ours.
 */
export function drawQrCode(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) pdf.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  pdf.fillColor('#000000').fill();
}

/** The invoice's page layout, shared by its sections: A4, the standard PDF fonts, gallery colours. */
export type Pdf = PDFKit.PDFDocument;
export const INK = '#1f1d1a';
export const MUTED = '#6b655c';
export const RULE = '#d9d3c7';
export const SERIF = 'Times-Roman';
export const SANS = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const LEFT = 56;
export const RIGHT = 539; // A4 is 595 pt wide; 56 pt margins
export const BOTTOM = 780;

/** Starts a new page when fewer than `needed` points are left. */
export function room(pdf: Pdf, needed: number): void {
  if (pdf.y + needed > BOTTOM) pdf.addPage();
}

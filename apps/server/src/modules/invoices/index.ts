/** The invoices module's public entry: other modules and the app's wiring import only from here. */
export { installmentsApply, splitInstallments } from './installments.ts';
export { dateText, type InvoiceDocument, money } from './invoice-document.ts';
export {
  INK as PDF_INK,
  MUTED as PDF_MUTED,
  RULE as PDF_RULE,
  SANS as PDF_SANS,
  SERIF as PDF_SERIF,
} from './pdf-layout.ts';
export { renderInvoicePdf } from './pdf-thread.ts';
export { nextInvoiceNumber, nextInvoiceNumbers } from './service.ts';

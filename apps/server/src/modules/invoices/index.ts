/** The invoices module's public entry: other modules and the app's wiring import only from here. */
export { installmentsApply, splitInstallments } from './installments.ts';
export { dateText, type InvoiceDocument, money } from './invoice-document.ts';
export { renderInvoicePdf } from './invoice-pdf.ts';
export { nextInvoiceNumber } from './service.ts';

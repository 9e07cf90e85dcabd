import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { taskThread } from '../../platform/threads/task-thread.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf as renderHere } from './invoice-pdf.ts';

/**
 * Invoice PDFs rendered on a worker thread (decision 076): pdfkit's layout is CPU work that would
 * otherwise hold the event loop for every order. The bundled server has the worker beside it
 * (`dist/invoice-pdf-worker.js`); run from source (tests, development) there is none, and the
 * document is rendered here, the same way.
 */
const BUNDLED_WORKER = fileURLToPath(new URL('./invoice-pdf-worker.js', import.meta.url));

export type InvoiceRenderer = (invoice: InvoiceDocument) => Promise<Buffer>;

/** The bytes as a Buffer again: a thread's answer arrives as a plain Uint8Array. */
const asBuffer = (pdf: Uint8Array) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);

/** A renderer that sends each document to one worker running `workerFile`. */
export function pdfThread(workerFile: string): InvoiceRenderer {
  const render = taskThread<InvoiceDocument, Uint8Array>(workerFile);
  return async (invoice) => asBuffer(await render(invoice));
}

/** The invoice as a PDF: on the worker thread beside the bundled server, else here. */
export const renderInvoicePdf: InvoiceRenderer = existsSync(BUNDLED_WORKER) ? pdfThread(BUNDLED_WORKER) : renderHere;

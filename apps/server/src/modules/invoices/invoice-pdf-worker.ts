import { parentPort } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The invoice renderer on a thread of its own (`pdf-thread.ts`): one document per message, answered by its id. */
parentPort?.on('message', ({ id, invoice }: { id: number; invoice: InvoiceDocument }) => {
  renderInvoicePdf(invoice).then(
    (pdf) => parentPort?.postMessage({ id, pdf }),
    (err: unknown) => parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
});

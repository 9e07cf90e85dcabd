import { serveTasks } from '../../platform/threads/task-thread.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/** The invoice renderer on a thread of its own (`pdf-thread.ts`). */
serveTasks<InvoiceDocument, Uint8Array>(renderInvoicePdf);

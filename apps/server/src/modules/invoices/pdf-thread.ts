import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document.ts';
import { renderInvoicePdf as renderHere } from './invoice-pdf.ts';

/**
 * Invoice PDFs rendered on a worker thread (decision 076): pdfkit's layout is CPU work that would
 * otherwise hold the event loop for every order. The bundled server has the worker beside it
 * (`dist/invoice-pdf-worker.js`); run from source (tests, development) there is none, and the
 * document is rendered here, the same way.
 */
const BUNDLED_WORKER = fileURLToPath(new URL('./invoice-pdf-worker.js', import.meta.url));

type Waiting = { resolve(pdf: Buffer): void; reject(err: Error): void };
type Answer = { id: number; pdf?: Uint8Array; error?: string };
export type InvoiceRenderer = (invoice: InvoiceDocument) => Promise<Buffer>;

/**
 * A renderer that sends each document to one worker running `workerFile`, started on first use; a
 * worker that fails fails the documents it held and is replaced on the next one.
 */
export function pdfThread(workerFile: string): InvoiceRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();

  function start(): Worker {
    const started = new Worker(workerFile);
    // An idle worker never keeps the process alive; one with documents to render does.
    started.unref();
    started.on('message', ({ id, pdf, error }: Answer) => {
      const w = waiting.get(id);
      waiting.delete(id);
      if (waiting.size === 0) started.unref();
      if (!w) return;
      if (pdf) w.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else w.reject(new Error(error ?? 'the invoice could not be rendered'));
    });
    const fail = (err: Error) => {
      if (worker !== started) return;
      worker = undefined;
      for (const w of waiting.values()) w.reject(err);
      waiting.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`the invoice renderer stopped (exit code ${code})`)));
    return started;
  }

  return (invoice) => {
    worker ??= start();
    const renderer = worker;
    return new Promise((resolve, reject) => {
      const id = nextId++;
      try {
        renderer.postMessage({ id, invoice });
      } catch (err) {
        // Not sent (a value that cannot be copied to the thread): nothing to wait for.
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      waiting.set(id, { resolve, reject });
      renderer.ref();
    });
  };
}

/** The invoice as a PDF: on the worker thread beside the bundled server, else here. */
export const renderInvoicePdf: InvoiceRenderer = existsSync(BUNDLED_WORKER) ? pdfThread(BUNDLED_WORKER) : renderHere;

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../../../test/bundle-worker.ts';
import { sampleInvoice } from '../../../test/invoice-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { renderInvoicePdf as renderHere } from './invoice-pdf.ts';
import { pdfThread } from './pdf-thread.ts';

describe('invoice PDFs on a worker thread', () => {
  let worker: Awaited<ReturnType<typeof bundleWorker>>;
  let workerFile = '';
  beforeAll(async () => {
    worker = await bundleWorker(join(import.meta.dirname, 'invoice-pdf-worker.ts'), 'invoice-pdf-worker');
    workerFile = worker.file;
  });
  afterAll(() => worker.remove());

  it('renders the same invoice as the main thread, many at once, each answered with its own', async () => {
    const render = pdfThread(workerFile);
    const numbers = Array.from({ length: 12 }, (_, i) => `INV-2026-${String(900 + i).padStart(6, '0')}`);
    const pdfs = await Promise.all(numbers.map((number) => render({ ...sampleInvoice, number })));
    for (const [i, pdf] of pdfs.entries()) {
      const { text, pages } = await textOf(pdf);
      expect(pages).toBe(1);
      expect(text).toContain(numbers[i]);
      for (const other of numbers.filter((_, j) => j !== i)) expect(text).not.toContain(other);
    }
    const here = await textOf(await renderHere({ ...sampleInvoice, number: numbers[0] as string }));
    expect((await textOf(pdfs[0] as Buffer)).text).toBe(here.text);
  });

  it('answers a document it cannot send or render with an error, and goes on rendering the next', async () => {
    const render = pdfThread(workerFile);
    await render(sampleInvoice);
    // A function cannot be copied to the thread: refused before it is sent.
    const unsendable = { ...sampleInvoice, shop: { ...sampleInvoice.shop, name: (() => 'x') as unknown as string } };
    await expect(render(unsendable)).rejects.toThrow(/could not be cloned/);
    // No lines to draw: the renderer throws on the thread, and the caller hears it.
    await expect(render({ ...sampleInvoice, lines: null as unknown as typeof sampleInvoice.lines })).rejects.toThrow();
    const after = await render(sampleInvoice);
    expect((await textOf(after)).text).toContain(sampleInvoice.number);
  });
});

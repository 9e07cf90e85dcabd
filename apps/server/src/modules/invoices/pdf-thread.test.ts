import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleInvoice } from '../../../test/invoice-fixtures.ts';
import { textOf } from '../../../test/pdf-text.ts';
import { renderInvoicePdf as renderHere } from './invoice-pdf.ts';
import { pdfThread } from './pdf-thread.ts';

describe('invoice PDFs on a worker thread', () => {
  // Inside the repository's node_modules, so the bundle finds pdfkit as the server's build does.
  const cache = join(import.meta.dirname, '../../../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'vernissage-pdf-thread-'));
  const workerFile = join(dir, 'invoice-pdf-worker.js');

  // The worker bundled as the server's build bundles it (npm packages external).
  beforeAll(async () => {
    await build({
      entryPoints: [join(import.meta.dirname, 'invoice-pdf-worker.ts')],
      outfile: workerFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      // npm packages stay external, workspace packages are inlined (as apps/server/build.mjs does).
      plugins: [
        {
          name: 'externals',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@vernissage/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

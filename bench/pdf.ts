import { renderInvoicePdf } from '../apps/server/src/modules/invoices/index.ts';
import { sampleInvoice } from '../apps/server/test/invoice-fixtures.ts';

export type PdfResult = { document: 'invoice'; renders: number; msWall: number; msCpu: number; bytes: number };

/** One invoice PDF's cost in this process, after a warm-up: the median of three runs of 300 renders. */
export async function benchInvoicePdf(renders = 300): Promise<PdfResult> {
  for (let i = 0; i < 50; i++) await renderInvoicePdf(sampleInvoice);
  const runs: { wall: number; cpu: number; bytes: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < renders; i++) bytes = (await renderInvoicePdf(sampleInvoice)).length;
    const used = process.cpuUsage(cpu);
    runs.push({ wall: (performance.now() - wall) / renders, cpu: (used.user + used.system) / 1000 / renders, bytes });
  }
  runs.sort((a, b) => a.cpu - b.cpu);
  const median = runs[1] as (typeof runs)[number];
  return { document: 'invoice', renders, msWall: median.wall, msCpu: median.cpu, bytes: median.bytes };
}

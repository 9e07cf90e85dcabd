import { renderCertificatePdf } from '../apps/server/src/modules/certificates/certificate-pdf.ts';
import { renderInvoicePdf } from '../apps/server/src/modules/invoices/index.ts';
import { sampleCertificate } from '../apps/server/test/certificate-fixtures.ts';
import { sampleInvoice } from '../apps/server/test/invoice-fixtures.ts';

export type PdfResult = {
  document: 'invoice' | 'certificate';
  renders: number;
  msWall: number;
  msCpu: number;
  bytes: number;
};

/** One document's cost in this process, after a warm-up: the median of three runs of `renders`. */
async function benchRender(document: PdfResult['document'], render: () => Promise<Buffer>, renders: number) {
  for (let i = 0; i < 50; i++) await render();
  const runs: { wall: number; cpu: number; bytes: number }[] = [];
  for (let run = 0; run < 3; run++) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < renders; i++) bytes = (await render()).length;
    const used = process.cpuUsage(cpu);
    runs.push({ wall: (performance.now() - wall) / renders, cpu: (used.user + used.system) / 1000 / renders, bytes });
  }
  runs.sort((a, b) => a.cpu - b.cpu);
  const median = runs[1] as (typeof runs)[number];
  return { document, renders, msWall: median.wall, msCpu: median.cpu, bytes: median.bytes };
}

/** The invoice PDF, and the certificate PDF with its work's 800 x 1000 JPEG and its QR code. */
export async function benchPdfs(renders = 300): Promise<PdfResult[]> {
  const certificate = await sampleCertificate();
  return [
    await benchRender('invoice', () => renderInvoicePdf(sampleInvoice), renders),
    await benchRender('certificate', () => renderCertificatePdf(certificate), renders),
  ];
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCatalogQuery, CATALOG_QUERY_TARGET_P99_MS, type CatalogQueryResult } from './catalog-query.ts';
import { benchCeiling, CEILING_TARGET, type CeilingResult } from './ceiling.ts';
import { benchCheckout, type CheckoutResult } from './checkout.ts';
import { firstLoadJs } from './first-load-js.ts';
import { benchHoarding, type HoardingResult } from './hoarding.ts';
import { lighthouse } from './lighthouse.ts';
import { measure } from './load.ts';
import { benchNewsletter, type NewsletterResult } from './newsletter-send.ts';
import { benchOrdersList, type OrdersListResult } from './orders-list.ts';
import { benchPayouts, PAYOUTS_TARGET_P99_MS, type PayoutsResult } from './payouts.ts';
import { benchPdfs, type PdfResult } from './pdf.ts';
import { benchSalesOverview, type SalesOverviewResult } from './sales-overview.ts';
import { apiScenarios, apiVerdict, browserHeaders, matchesOf, storefrontPages } from './scenarios.ts';
import { catalogOfSize, seedTemplate } from './seed-catalog.ts';
import { startServer } from './server.ts';
import { printSummary, type SizeResult } from './summary.ts';
import { benchTwoNodes, type TwoNodesResult } from './two-nodes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_SIZES=none skips the catalog sizes (e.g. to measure checkout alone).
const sizes = (process.env.BENCH_SIZES ?? '1000,10000')
  .split(',')
  .filter((s) => s !== 'none')
  .map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const paths = ['/api/artworks', '/api/artworks?featured=true'];

// The uncached catalog query is timed at these sizes (BENCH_CATALOG_QUERY_SIZES=none skips it); alone:
// BENCH_SIZES=none BENCH_PDF=0 BENCH_CHECKOUT=0 BENCH_ORDERS_LIST=0 BENCH_TWO_NODES=0 BENCH_SALES_OVERVIEW=0
// BENCH_NEWSLETTER=0 BENCH_HOARDING=0 BENCH_CATALOG_QUERY_SIZES=100000 (BENCH_POSTGRES=0: SQLite only).
const querySizes = (process.env.BENCH_CATALOG_QUERY_SIZES ?? '1000,10000,100000')
  .split(',')
  .filter((s) => s !== 'none')
  .map(Number);

// The gallery query against a bare server's ceiling at these sizes (BENCH_CEILING_SIZES=none skips it).
const ceilingSizes = (process.env.BENCH_CEILING_SIZES ?? '1000,10000,100000')
  .split(',')
  .filter((s) => s !== 'none')
  .map(Number);

const work = mkdtempSync(join(tmpdir(), 'vernissage-bench-'));
let catalogQuery: CatalogQueryResult[] = [];
let ceiling: CeilingResult[] = [];
const results: SizeResult[] = [];
const checkout: CheckoutResult[] = [];
let ordersList: OrdersListResult[] = [];
const salesOverview: SalesOverviewResult[] = [];
const newsletter: NewsletterResult[] = [];
const payouts: PayoutsResult[] = [];
const hoarding: HoardingResult[] = [];
let twoNodes: TwoNodesResult | undefined;
let pdfs: PdfResult[] = [];
try {
  if (process.env.BENCH_PDF !== '0') {
    console.log('Documents: one invoice PDF and one certificate PDF, rendered in this process...');
    pdfs = await benchPdfs();
  }
  if (sizes.length > 0 || querySizes.length > 0 || ceilingSizes.length > 0) {
    console.log('Seeding the demo catalog once (generated images)...');
    await seedTemplate(join(work, 'template'));
  }
  if (querySizes.length > 0) {
    const dialects = process.env.BENCH_POSTGRES === '0' ? (['sqlite'] as const) : (['sqlite', 'postgres'] as const);
    catalogQuery = await benchCatalogQuery(join(work, 'template'), work, querySizes, [...dialects], 3490);
  }
  if (ceilingSizes.length > 0)
    ceiling = await benchCeiling(root, join(work, 'template'), work, ceilingSizes, 3494, seconds);
  for (const [i, size] of sizes.entries()) {
    const dataDir = join(work, `catalog-${size}`);
    await catalogOfSize(join(work, 'template'), dataDir, size);
    const server = await startServer(root, dataDir, 3400 + i);
    try {
      const load = [];
      for (const path of paths) {
        console.log(`${size} artworks: GET ${path} for ${seconds} s at 50 connections...`);
        load.push(await measure(server.url, path, seconds));
      }
      const api = [];
      for (const { name, path } of apiScenarios) {
        console.log(`${size} artworks: ${name}, GET ${path} for ${seconds} s at 50 connections...`);
        const result = await measure(server.url, path, seconds, browserHeaders);
        api.push({ ...result, name, matches: await matchesOf(server.url, path), verdict: apiVerdict(result) });
      }
      const pages = [];
      for (const page of await storefrontPages(server.url)) {
        console.log(`${size} artworks: Lighthouse (mobile) on ${page}...`);
        pages.push(await lighthouse(root, server.url + page));
      }
      const js = [await firstLoadJs(server.url, '/'), await firstLoadJs(server.url, '/gallery')];
      results.push({ size, load, api, pages, firstLoadJs: js, peakRssMb: server.peakRssMb() });
    } finally {
      await server.stop();
    }
  }
  for (const [i, dialect] of (['sqlite', 'postgres'] as const).entries()) {
    if (dialect === 'postgres' && process.env.BENCH_POSTGRES === '0') continue;
    if (dialect === 'sqlite' && process.env.BENCH_SQLITE === '0') continue;
    if (process.env.BENCH_CHECKOUT === '0') continue;
    console.log(`Checkout on ${dialect}: invoice orders by 20 concurrent buyers, then 50 racing for 10 prints...`);
    checkout.push(await benchCheckout(root, dialect, 3450 + i));
  }
  if (process.env.BENCH_ORDERS_LIST !== '0') ordersList = await benchOrdersList(root, 3460, seconds);
  if (process.env.BENCH_TWO_NODES !== '0' && process.env.BENCH_POSTGRES !== '0') {
    console.log('Two nodes on one PostgreSQL database versus one: gallery query, checkout, a race for 10 prints...');
    twoNodes = await benchTwoNodes(root, 3480, seconds);
  }
  for (const [i, dialect] of (['sqlite', 'postgres'] as const).entries()) {
    if (process.env.BENCH_SALES_OVERVIEW === '0') break;
    if (dialect === 'postgres' && process.env.BENCH_POSTGRES === '0') continue;
    salesOverview.push(await benchSalesOverview(root, dialect, 3465 + i, seconds));
  }
  for (const [i, dialect] of (['sqlite', 'postgres'] as const).entries()) {
    if (process.env.BENCH_PAYOUTS === '0') break;
    if (dialect === 'postgres' && process.env.BENCH_POSTGRES === '0') continue;
    payouts.push(await benchPayouts(root, dialect, 3467 + i, seconds));
  }
  if (process.env.BENCH_NEWSLETTER !== '0') {
    console.log('Newsletter: one send to 10,000 subscribers through a local SMTP server...');
    newsletter.push(await benchNewsletter(root, 3470));
  }
  if (process.env.BENCH_HOARDING !== '0') {
    console.log('Hoarding: 50 clients try to hold 1,000 works by invoice for 60 s, then the clock moves 31 minutes...');
    hoarding.push(await benchHoarding(root, 3480));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const file = join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      seconds,
      results,
      catalogQuery,
      ceiling,
      checkout,
      ordersList,
      salesOverview,
      payouts,
      newsletter,
      hoarding,
      twoNodes,
      pdfs,
    },
    null,
    2,
  ),
);
printSummary(results, checkout, ordersList, newsletter, hoarding, salesOverview);
for (const q of catalogQuery) {
  console.log(
    `\n${q.verdict}  Uncached catalog query, ${q.size} works on ${q.dialect} (target p99 < ${CATALOG_QUERY_TARGET_P99_MS} ms at 100,000): ` +
      `${q.queries} queries p50 ${q.p50Ms} ms  p99 ${q.p99Ms} ms  p99.9 ${q.p999Ms} ms; slowest ${q.slowest.ms} ms ${q.slowest.query}`,
  );
  for (const f of q.byFilter)
    console.log(`    p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  (${f.queries} queries)  ${f.filter}`);
}
for (const c of ceiling) {
  console.log(
    `\n${c.verdict}  Gallery query against a bare server, ${c.size} works, default log level (target median of 3 >= ${CEILING_TARGET.share * 100}%, p99.9 < ${CEILING_TARGET.p999Ms} ms): ` +
      `ours ${c.medianOurs} req/s, bare ${c.medianBare} req/s, ${Math.round(c.share * 1000) / 10}%; p99.9 ${c.p999Ms} ms (worst run)`,
  );
  for (const [i, r] of c.ours.entries())
    console.log(
      `    run ${i + 1}: ours ${r.requestsPerSec} req/s p99 ${r.p99Ms} ms p99.9 ${r.p999Ms} ms; bare ${c.bare[i]?.requestsPerSec} req/s`,
    );
}
for (const p of payouts) {
  console.log(
    `\n${p.verdict}  Artist payouts, ${p.lines} ledger lines on ${p.dialect} (target p99 < ${PAYOUTS_TARGET_P99_MS} ms at 20 connections): ` +
      `${p.load.requestsPerSec} req/s  p50 ${p.load.p50Ms} ms  p99 ${p.load.p99Ms} ms  errors ${p.load.errors + p.load.non2xx + p.load.timeouts}; ` +
      `computed afresh (${p.cold.requests} periods one at a time): p50 ${p.cold.p50Ms} ms  p99 ${p.cold.p99Ms} ms`,
  );
}
for (const pdf of pdfs) {
  console.log(
    `\n${pdf.document === 'invoice' ? 'Invoice' : 'Certificate'} PDF: ${pdf.msCpu.toFixed(2)} ms CPU (${pdf.msWall.toFixed(2)} ms wall) per document, ${pdf.bytes} bytes (median of 3 x ${pdf.renders})`,
  );
}
if (twoNodes) {
  console.log('\nTwo nodes versus one (PostgreSQL, same machine)');
  for (const r of [twoNodes.one, twoNodes.two]) {
    console.log(
      `  ${r.nodes} node(s): gallery ${r.gallery.requestsPerSec} req/s p99 ${r.gallery.p99Ms} ms; ` +
        `checkout ${r.checkout.ordersPerSec} orders/s p50 ${r.checkout.p50Ms} ms p99 ${r.checkout.p99Ms} ms, ` +
        `${r.checkout.failures} failed${r.race.buyers ? `; race: ${r.race.sold} of 10 sold to ${r.race.buyers} buyers` : ''}`,
    );
  }
  console.log(`  ${twoNodes.verdict} (no failures, no error answers, exactly 10 sold)`);
}
console.log(`\nWritten to ${file}`);

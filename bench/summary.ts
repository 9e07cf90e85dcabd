import type { CheckoutResult } from './checkout.ts';
import type { FirstLoadJs } from './first-load-js.ts';
import type { HoardingResult } from './hoarding.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { NEWSLETTER_TARGET_PER_SEC, type NewsletterResult } from './newsletter-send.ts';
import { ORDERS_LIST_TARGET, type OrdersListResult } from './orders-list.ts';
import { SALES_OVERVIEW_TARGET_P99_MS, type SalesOverviewResult } from './sales-overview.ts';
import { API_TARGET, type ApiScenarioResult, LIGHTHOUSE_FLOOR, lighthouseVerdict } from './scenarios.ts';

export type SizeResult = {
  size: number;
  load: LoadResult[];
  api: ApiScenarioResult[];
  pages: LighthouseScores[];
  firstLoadJs: FirstLoadJs[];
  peakRssMb: number;
};

const loadLine = (l: LoadResult) =>
  `${String(l.requestsPerSec).padStart(6)} req/s  p50 ${l.p50Ms} ms  p99 ${l.p99Ms} ms  ${l.throughputMBps} MB/s  errors ${l.errors + l.non2xx + l.timeouts}`;

/** The human summary on stdout; the JSON file holds the same figures. */
export function printSummary(
  results: SizeResult[],
  checkout: CheckoutResult[] = [],
  ordersList: OrdersListResult[] = [],
  newsletter: NewsletterResult[] = [],
  hoarding: HoardingResult[] = [],
  salesOverview: SalesOverviewResult[] = [],
): void {
  console.log('\nSummary');
  console.log(
    `Targets: API > ${API_TARGET.requestsPerSec} req/s with p99 < ${API_TARGET.p99Ms} ms; Lighthouse none below ${LIGHTHOUSE_FLOOR}; first-load JS < 150 KB gzip`,
  );
  for (const r of results) {
    console.log(`\n${r.size} artworks (server peak RSS ${r.peakRssMb} MB)`);
    for (const l of r.load) console.log(`  GET ${l.path.padEnd(28)} ${loadLine(l)}`);
    for (const a of r.api) {
      console.log(`  ${a.verdict}  ${a.name} (${a.matches} matches): GET ${a.path}`);
      console.log(`        ${loadLine(a)}`);
    }
    for (const p of r.pages) {
      console.log(
        `  ${lighthouseVerdict(p)}  Lighthouse ${new URL(p.url).pathname}: performance ${p.performance}, accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}, LCP ${p.lcpMs} ms`,
      );
    }
    for (const j of r.firstLoadJs) {
      console.log(`  ${j.verdict}  first-load JS ${j.page}: ${j.gzipKb} KB gzip in ${j.scripts} scripts`);
    }
  }
  for (const c of checkout) {
    console.log(
      `\n${c.verdict}  Checkout on ${c.dialect} (target >= 200 orders/s, p99 < 150 ms, exactly ${c.race.units} of ${c.race.buyers} racing buyers):`,
    );
    console.log(
      `        ${c.orders} orders at ${c.concurrency} buyers: ${c.ordersPerSec} orders/s  p50 ${c.p50Ms} ms  p99 ${c.p99Ms} ms  failures ${c.failures}; race: ${c.race.sold} sold, ${c.race.refused} refused`,
    );
    console.log(
      `        drained (every invoice, PDF and mail done): ${c.drained.ordersPerSec} orders/s over ${c.drained.seconds} s; ${c.drained.backlogAtLastAnswer} jobs due at the last answer; ${c.drained.mails} mails received`,
    );
    console.log(
      `        CPU per order until drained: server ${c.cpuMsPerOrder.server} ms, bench (buyers, SMTP) ${c.cpuMsPerOrder.bench} ms, rest of the machine (database, system) ${c.cpuMsPerOrder.rest} ms`,
    );
  }
  for (const o of ordersList) {
    console.log(
      `\n${o.verdict}  Orders list, ${o.name} (${o.total} matches; target >= ${ORDERS_LIST_TARGET.requestsPerSec} req/s, p99 < ${ORDERS_LIST_TARGET.p99Ms} ms): GET ${o.path}`,
    );
    console.log(`        ${loadLine(o)}`);
  }
  for (const s of salesOverview) {
    console.log(
      `\n${s.verdict}  Sales overview on ${s.orders} orders, ${s.dialect} (target p99 < ${SALES_OVERVIEW_TARGET_P99_MS} ms, under load and computed afresh):`,
    );
    console.log(`        under load: ${loadLine(s.load)}`);
    console.log(
      `        afresh, ${s.cold.requests} ranges one at a time: p50 ${s.cold.p50Ms} ms  p99 ${s.cold.p99Ms} ms  max ${s.cold.maxMs} ms`,
    );
  }
  for (const n of newsletter) {
    console.log(
      `\n${n.verdict}  Newsletter to ${n.subscribers} subscribers (target >= ${NEWSLETTER_TARGET_PER_SEC} mails/s, each exactly once):`,
    );
    console.log(
      `        ${n.mailsPerSec} mails/s  last mail after ${n.secondsToLastMail} s  send answered in ${n.acceptMs} ms  received ${n.received}, duplicates ${n.duplicates}, failed ${n.failed}  server peak RSS ${n.peakRssMb} MB`,
    );
  }
  for (const h of hoarding) {
    console.log(
      `\n${h.verdict}  Hoarding attack: ${h.clients} clients for ${h.seconds} s against ${h.works} works (target: 0% held 31 minutes later):`,
    );
    const refusals = Object.entries(h.refused).map(([why, n]) => `${n} x ${why}`);
    console.log(
      `        held when it stopped ${h.heldAtStopPct}%, 31 minutes later ${h.heldAfter31MinPct}%; ${h.requests} requests, ${h.placed} holds taken (${h.placedBy.card} card checkouts, ${h.placedBy.invoice} invoice orders from throwaway mailboxes, ${h.placedBy.trusted} from trusted ones); refused: ${refusals.join('; ') || 'none'}`,
    );
  }
}

import type { PayoutPeriodQuery } from '@vernissage/contract';
import { csvLine } from '../../platform/http/csv.ts';
import { listPayees } from '../artists/index.ts';
import { findPayablesOfPeriod } from './payables-repo.ts';
import type { PayoutDeps } from './payouts-service.ts';
import { periodOf } from './period.ts';

const HEADER = [
  'Date',
  'Artist',
  'Order',
  'Invoice number',
  'Title',
  'Edition',
  'Entry',
  'Amount',
  'Commission rate (%)',
  'Commission',
  'Artist share',
];
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The period's lines of every artist, for the accountant: one row per sale or reversal. */
export async function payoutsCsv(
  deps: PayoutDeps,
  query: PayoutPeriodQuery,
): Promise<{ filename: string; csv: string }> {
  const period = periodOf(query, deps.clock);
  const [lines, artists] = await Promise.all([
    findPayablesOfPeriod(deps.db, period.from, period.until),
    listPayees(deps.db),
  ]);
  const names = new Map(artists.map((a) => [a.id, a.name]));
  const invoices = await deps.invoiceNumbers(deps.db, [...new Set(lines.map((l) => l.order_id))]);
  const rows = lines.map((l) =>
    csvLine([
      l.recorded_at.slice(0, 10),
      names.get(l.artist_id) ?? '',
      l.order_id,
      invoices.get(l.order_id) ?? '',
      l.title,
      l.edition,
      l.kind,
      dollars(Number(l.amount_cents)),
      (Number(l.rate_bp) / 100).toFixed(2),
      dollars(Number(l.commission_cents)),
      dollars(Number(l.share_cents)),
    ]),
  );
  return { filename: `artist-payouts-${period.from}-to-${period.to}.csv`, csv: csvLine(HEADER) + rows.join('') };
}

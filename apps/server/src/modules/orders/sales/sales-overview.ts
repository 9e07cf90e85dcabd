import {
  ORDER_STATUSES,
  type SalesMonth,
  type SalesOverview,
  type SalesOverviewQuery,
  type SalesSeller,
} from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import { toDollars } from '../../../platform/money.ts';
import { editionStock } from '../../artworks/index.ts';
import { splitByMonth } from '../../payouts/index.ts';
import type { SalesCache } from './sales-cache.ts';
import { bestSellers, orderGroups, type SellerRow, storageIncome, type Window } from './sales-repo.ts';

export type SalesDeps = { db: Db; clock: Clock; salesCache: SalesCache };

const DAY_MS = 86_400_000;

/** The range asked for, or the twelve months up to today (from the first day of the month, 11 months back). */
function salesRange(q: SalesOverviewQuery, now: Date): { from: string; to: string } {
  const to = q.to ?? now.toISOString().slice(0, 10);
  if (q.from) return { from: q.from, to };
  const end = new Date(`${to}T00:00:00Z`);
  const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
  return { from: start.toISOString().slice(0, 10), to };
}

/** Every month from the range's first to its last, so months without orders still show as empty. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  const at = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (at.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    months.push(at.toISOString().slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

const seller = (r: SellerRow) => ({
  name: r.name,
  artistName: r.artist_name,
  quantity: Number(r.quantity),
  revenue: toDollars(Number(r.cents)),
});

/** Computes the overview with SQL aggregates (five queries, whatever the number of orders). */
async function computeSalesOverview(deps: SalesDeps, q: SalesOverviewQuery): Promise<SalesOverview> {
  const now = deps.clock.now();
  const { from, to } = salesRange(q, now);
  const window: Window = {
    since: `${from}T00:00:00.000Z`,
    until: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString(),
  };
  const today = now.toISOString().slice(0, 10);
  const [groups, storage, sellers, editions, split] = await Promise.all([
    orderGroups(deps.db, window),
    storageIncome(deps.db, { from, to, today }),
    bestSellers(deps.db, window),
    editionStock(deps.db),
    splitByMonth(deps.db, window.since, window.until),
  ]);
  const splitOf = new Map(split.map((r) => [r.month, r]));

  const cents = new Map<string, { paid: [number, number]; outstanding: [number, number]; orders: number }>();
  for (const month of monthsOf(from, to)) cents.set(month, { paid: [0, 0], outstanding: [0, 0], orders: 0 });
  const counts = new Map<string, number>();
  let ordersTotal = 0;
  for (const g of groups) {
    counts.set(g.status, (counts.get(g.status) ?? 0) + Number(g.orders));
    const m = cents.get(g.month);
    // Cancelled orders are neither revenue nor owed.
    if (!m || g.status === 'cancelled') continue;
    const side = g.payment_status === 'completed' ? m.paid : m.outstanding;
    side[g.payment_method === 'card' ? 1 : 0] += Number(g.cents ?? 0);
    m.orders += Number(g.orders);
    ordersTotal += Number(g.orders);
  }
  const months: SalesMonth[] = [...cents].map(([month, m]) => ({
    month,
    paid: { invoice: toDollars(m.paid[0]), card: toDollars(m.paid[1]) },
    outstanding: { invoice: toDollars(m.outstanding[0]), card: toDollars(m.outstanding[1]) },
    orders: m.orders,
    commission: toDollars(Number(splitOf.get(month)?.commission ?? 0)),
    artistShare: toDollars(Number(splitOf.get(month)?.share ?? 0)),
  }));
  const splitTotal = (pick: 'commission' | 'share') => split.reduce((sum, r) => sum + Number(r[pick] ?? 0), 0);
  const sumCents = (pick: (m: { paid: [number, number]; outstanding: [number, number] }) => [number, number]) =>
    [...cents.values()].reduce((total, m) => total + pick(m)[0] + pick(m)[1], 0);
  const storageCents = (status: string) => Number(storage.find((s) => s.status === status)?.cents ?? 0);

  return {
    from,
    to,
    months,
    totals: {
      paid: toDollars(sumCents((m) => m.paid)),
      outstanding: toDollars(sumCents((m) => m.outstanding)),
      orders: ordersTotal,
      commission: toDollars(splitTotal('commission')),
      artistShare: toDollars(splitTotal('share')),
    },
    ordersByStatus: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    storage: { paid: toDollars(storageCents('paid')), outstanding: toDollars(storageCents('pending')) },
    topWorks: sellers.filter((r) => r.kind === 'work').map(seller),
    topArtists: sellers
      .filter((r) => r.kind === 'artist')
      .map((r): Omit<SalesSeller, 'artistName'> => {
        const { artistName: _artist, ...rest } = seller(r);
        return rest;
      }),
    editions,
  };
}

/** The overview from the sales cache (any write clears it), as the back office asks again and again. */
export async function salesOverview(deps: SalesDeps, q: SalesOverviewQuery): Promise<SalesOverview> {
  const { from, to } = salesRange(q, deps.clock.now());
  return deps.salesCache.get(`${from}:${to}`, () => computeSalesOverview(deps, q));
}

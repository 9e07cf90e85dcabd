import {
  type ArtistPayouts,
  basisPointsToRate,
  PAYOUT_TEXT,
  type Payout,
  type PayoutBody,
  type PayoutPeriodQuery,
  type PayoutSummary,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { ComputedCache } from '../../platform/cache/computed-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { moneyText, toCents, toDollars } from '../../platform/money.ts';
import { findPayee, listPayees, lockPayee } from '../artists/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { findPayablesOfArtist, periodFigures, shareTotals } from './payables-repo.ts';
import { findPayoutsOfArtist, insertPayout, payoutTotals } from './payouts-repo.ts';
import { type Period, periodOf } from './period.ts';

/** Invoice numbers by order id: the orders module's, handed in where the routes are registered. */
type InvoiceNumbers = (db: Db, orderIds: readonly string[]) => Promise<Map<string, string | null>>;
export type PayoutDeps = {
  db: Db;
  clock: Clock;
  invoiceNumbers: InvoiceNumbers;
  /** The period summaries, cleared by every write (register-modules.ts): the tab asks again and again. */
  summaryCache: ComputedCache<PayoutSummary>;
};

const byArtist = <T extends { artist_id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.artist_id, r]));
const cents = (v: number | string | null | undefined): number => Number(v ?? 0);

/** What the gallery owes an artist today: every share recorded minus every payout. */
async function balanceCents(db: Db, artistId: string): Promise<number> {
  const [[shares], [paid]] = await Promise.all([shareTotals(db, artistId), payoutTotals(db, undefined, artistId)]);
  return cents(shares?.share) - cents(paid?.paid);
}

/** Each artist's figures for the period and the balance owed today (gallery.md §4), from the cache. */
export function payoutSummary(deps: PayoutDeps, query: PayoutPeriodQuery): Promise<PayoutSummary> {
  const period = periodOf(query, deps.clock);
  return deps.summaryCache.get(`${period.from}:${period.to}`, () => computeSummary(deps, period));
}

async function computeSummary(deps: PayoutDeps, period: Period): Promise<PayoutSummary> {
  const [artists, figures, shares, paidInPeriod, paidEver] = await Promise.all([
    listPayees(deps.db),
    periodFigures(deps.db, period.from, period.until).then(byArtist),
    shareTotals(deps.db).then(byArtist),
    payoutTotals(deps.db, period).then(byArtist),
    payoutTotals(deps.db).then(byArtist),
  ]);
  return {
    from: period.from,
    to: period.to,
    artists: artists.map((a) => {
      const f = figures.get(a.id);
      return {
        artistId: a.id,
        artistName: a.name,
        sales: cents(f?.sales),
        gross: toDollars(cents(f?.gross)),
        commission: toDollars(cents(f?.commission)),
        artistShare: toDollars(cents(f?.share)),
        paid: toDollars(cents(paidInPeriod.get(a.id)?.paid)),
        balance: toDollars(cents(shares.get(a.id)?.share) - cents(paidEver.get(a.id)?.paid)),
      };
    }),
  };
}

/** One artist's lines and payouts of the period, with the totals and the balance owed today. */
export async function artistPayouts(
  deps: PayoutDeps,
  artistId: string,
  query: PayoutPeriodQuery,
): Promise<ArtistPayouts> {
  const artist = await findPayee(deps.db, artistId);
  if (!artist) throw new NotFound(PAYOUT_TEXT.artistNotFound);
  const period = periodOf(query, deps.clock);
  const [lines, payouts, balance] = await Promise.all([
    findPayablesOfArtist(deps.db, artistId, period.from, period.until),
    findPayoutsOfArtist(deps.db, artistId, period.from, period.to),
    balanceCents(deps.db, artistId),
  ]);
  const invoices = await deps.invoiceNumbers(deps.db, [...new Set(lines.map((l) => l.order_id))]);
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    artist: {
      id: artist.id,
      name: artist.name,
      email: artist.email,
      commissionRate: basisPointsToRate(Number(artist.commission_bp)),
    },
    from: period.from,
    to: period.to,
    lines: lines.map((l) => ({
      _id: l.id,
      date: l.recorded_at,
      orderId: l.order_id,
      invoiceNumber: invoices.get(l.order_id) ?? null,
      title: l.title,
      edition: l.edition,
      amount: toDollars(Number(l.amount_cents)),
      rate: basisPointsToRate(Number(l.rate_bp)),
      commission: toDollars(Number(l.commission_cents)),
      artistShare: toDollars(Number(l.share_cents)),
    })),
    payouts: payouts.map(payoutView),
    totals: {
      sales: lines.reduce((n, l) => n + (l.kind === 'sale' ? 1 : -1), 0),
      gross: toDollars(sum((l) => Number(l.amount_cents))),
      commission: toDollars(sum((l) => Number(l.commission_cents))),
      artistShare: toDollars(sum((l) => Number(l.share_cents))),
      paid: toDollars(payouts.reduce((s, p) => s + Number(p.amount_cents), 0)),
      balance: toDollars(balance),
    },
  };
}

const payoutView = (p: {
  id: string;
  amount_cents: number;
  paid_at: string;
  reference: string;
  recorded_by: string;
  recorded_at: string;
}): Payout => ({
  _id: p.id,
  amount: toDollars(Number(p.amount_cents)),
  paidAt: p.paid_at,
  reference: p.reference,
  recordedBy: p.recorded_by,
  recordedAt: p.recorded_at,
});

/**
 * Records a payout to an artist, refused above the balance owed. The artist's row is locked first
 * (PostgreSQL; SQLite runs one writer at a time), so the balance read and the insert are one step:
 * two payouts racing for one balance cannot both pass. The row itself is the audit line (who, when).
 */
export async function recordPayout(
  deps: PayoutDeps,
  actor: { email: string },
  artistId: string,
  body: PayoutBody,
): Promise<Payout> {
  const amount = toCents(body.amount);
  const row = {
    id: newId(),
    artist_id: artistId,
    amount_cents: amount,
    paid_at: body.paidAt,
    reference: body.reference,
    recorded_by: actor.email,
    recorded_at: deps.clock.now().toISOString(),
  };
  await inTransaction(deps.db, async (tx) => {
    if (!(await lockPayee(tx, artistId))) throw new NotFound(PAYOUT_TEXT.artistNotFound);
    const balance = await balanceCents(tx, artistId);
    if (amount > balance)
      throw new Conflict(PAYOUT_TEXT.overBalance(moneyText(balance, (await getShopSettings(tx)).currency)));
    await insertPayout(tx, row);
  });
  return payoutView(row);
}

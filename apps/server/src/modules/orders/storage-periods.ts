import { isCalendarDay } from '@vernissage/contract';

/**
 * The storage billing rule (decision 021), as plain functions of the dates: monthly periods from
 * the storage start day (the day the order was paid); the first period is free, each later one
 * costs the monthly fee fixed when the order was paid; what is owed is the pending periods that
 * have started. Days are `YYYY-MM-DD` in UTC.
 */

export type StoredPeriod = { periodStart: string; amountCents: number; status: string; paidAt: string | null };
export type BilledPeriod = {
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  status: 'paid' | 'pending';
  paidAt: string | null;
};
export type BillingTerms = { startDay: string; monthlyFeeCents: number };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The start day plus `months`, on the same day of the month, clamped to the month's last day and
 * always anchored on the start day: Jan 31 gives Feb 28 (29 in a leap year), then Mar 31.
 */
export function addMonths(startDay: string, months: number): string {
  const m = DAY.exec(startDay);
  if (!m) throw new Error(`not a day: ${startDay}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const target = new Date(Date.UTC(year, month + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return `${pad(target.getUTCFullYear(), 4)}-${pad(target.getUTCMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}

/** How many periods have started by `today` (the current one included); 0 before the start day. */
export function periodsStarted(startDay: string, today: string): number {
  if (today < startDay) return 0;
  const [sy, sm] = startDay.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  // A first guess from the calendar months between, corrected by the clamped start of that period.
  let n = (ty - sy) * 12 + (tm - sm);
  while (n > 0 && addMonths(startDay, n) > today) n -= 1;
  return n + 1;
}

/** The fee of the period at `index`: the first month is free. */
export const periodFee = (terms: BillingTerms, index: number): number => (index === 0 ? 0 : terms.monthlyFeeCents);

/**
 * Every period started by `today`, oldest first: a stored period keeps its own amount and status;
 * one not opened yet by the job is computed from the rule (free periods count as paid).
 */
export function billedPeriods(terms: BillingTerms, stored: StoredPeriod[], today: string): BilledPeriod[] {
  const byStart = new Map(stored.map((p) => [p.periodStart, p]));
  const count = periodsStarted(terms.startDay, today);
  return Array.from({ length: count }, (_, i) => {
    const periodStart = addMonths(terms.startDay, i);
    const periodEnd = addMonths(terms.startDay, i + 1);
    const row = byStart.get(periodStart);
    const amountCents = row?.amountCents ?? periodFee(terms, i);
    const paid = row ? row.status === 'paid' : amountCents === 0;
    return { periodStart, periodEnd, amountCents, status: paid ? 'paid' : 'pending', paidAt: row?.paidAt ?? null };
  });
}

/** The pending periods that have started. */
export const owedCents = (periods: BilledPeriod[]): number =>
  periods.reduce((sum, p) => sum + (p.status === 'pending' ? p.amountCents : 0), 0);

/** The index of the period starting on `day`, or -1 when no period starts then. */
export function periodIndex(startDay: string, day: string): number {
  if (!isCalendarDay(day) || day < startDay) return -1;
  const n = periodsStarted(startDay, day) - 1;
  return addMonths(startDay, n) === day ? n : -1;
}

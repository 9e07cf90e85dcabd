import { isCalendarDay } from '@vernissage/contract';

/**
 * The storage billing rule (decision 021), as plain functions of the dates: monthly periods from
 * the storage start day (the day the order was paid); the first period is free (unless the order's
 * terms say otherwise, decision 035), each later one
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
export type BillingTerms = { startDay: string; monthlyFeeCents: number; firstMonthFree: boolean };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
type Ymd = { y: number; m: number; d: number };
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

// Plain arithmetic, no Date objects: the list computes every storage order's periods on each page.
function parseDay(day: string): Ymd {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return { y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) };
}
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => (m === 1 && leap(y) ? 29 : (MONTH_DAYS[m] ?? 31));
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function shift(start: Ymd, months: number): string {
  const total = start.m + months;
  const y = start.y + Math.floor(total / 12);
  const m = ((total % 12) + 12) % 12;
  return `${y}-${two(m + 1)}-${two(Math.min(start.d, daysIn(y, m)))}`;
}

/**
 * The start day plus `months`, on the same day of the month, clamped to the month's last day and
 * always anchored on the start day: Jan 31 gives Feb 28 (29 in a leap year), then Mar 31.
 */
export const addMonths = (startDay: string, months: number): string => shift(parseDay(startDay), months);

function started(start: Ymd, startDay: string, today: string): number {
  if (today < startDay) return 0;
  const t = parseDay(today);
  // The calendar months between, less one when that month's (clamped) start day is still to come.
  const n = (t.y - start.y) * 12 + (t.m - start.m);
  return shift(start, n) > today ? n : n + 1;
}

/** How many periods have started by `today` (the current one included); 0 before the start day. */
export const periodsStarted = (startDay: string, today: string): number => started(parseDay(startDay), startDay, today);

/** The fee of the period at `index`: the first month is free when the order's terms say so. */
const periodFee = (terms: BillingTerms, index: number): number =>
  index === 0 && terms.firstMonthFree ? 0 : terms.monthlyFeeCents;

/**
 * Every period started by `today`, oldest first: a stored period keeps its own amount and status;
 * one not opened yet by the job is computed from the rule (free periods count as paid).
 */
export function billedPeriods(terms: BillingTerms, stored: StoredPeriod[], today: string): BilledPeriod[] {
  const byStart = new Map(stored.map((p) => [p.periodStart, p]));
  const start = parseDay(terms.startDay);
  const count = started(start, terms.startDay, today);
  return Array.from({ length: count }, (_, i) => {
    const periodStart = shift(start, i);
    const periodEnd = shift(start, i + 1);
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

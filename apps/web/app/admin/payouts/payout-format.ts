import { formatMoney } from '@vernissage/contract';

const shortDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** '$1,234.50': payouts are paid to the cent, in the shop's currency. */
export const money = (value: number, currency: string): string => formatMoney(value, currency);

/** 'Jul 1, 2026' for a day or a time (UTC, as the server counts periods). */
export function day(value: string): string {
  const at = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at.getTime()) ? value : shortDay.format(at);
}

/** Today in UTC, `YYYY-MM-DD`: the payout form's default date. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The query string of a period; empty days are left to the server (this month). */
export function periodQuery(period: { from: string; to: string }): URLSearchParams {
  const query = new URLSearchParams();
  if (period.from) query.set('from', period.from);
  if (period.to) query.set('to', period.to);
  return query;
}

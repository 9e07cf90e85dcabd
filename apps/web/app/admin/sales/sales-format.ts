import { formatMoney, type SalesMonth } from '@vernissage/contract';

const count = new Intl.NumberFormat('en-US');

/** Whole units of the shop's currency: the Sales tab reads totals, not cents. */
export const money = (value: number, currency: string): string => formatMoney(value, currency, { whole: true });
export const number = (value: number): string => count.format(value);

/** '2026-03' → 'Mar 2026' (UTC, so the month never shifts with the admin's time zone). */
export function monthLabel(month: string): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  return at.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A month's revenue as the chart draws it: four stacked parts. */
export const chartRow = (m: SalesMonth) => ({
  label: monthLabel(m.month),
  paidInvoice: m.paid.invoice,
  paidCard: m.paid.card,
  owedInvoice: m.outstanding.invoice,
  owedCard: m.outstanding.card,
});

import { countryName } from '@vernissage/contract';

/** A bar's width in percent of the track: its count relative to the largest, never under 10. */
export function barWidth(count: number, max: number): number {
  if (max <= 0) return 10;
  return Math.max(10, Math.min(100, (count / max) * 100));
}

/** A stored country code as its English name; no code (a visitor we could not place) is 'Unknown'. */
export function countryLabel(code: string): string {
  return code ? countryName(code) : 'Unknown';
}

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** A day of the chart ('2026-03-04', UTC) as 'Mar 4, 2026'. */
export function dayLabel(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}

/** When a choice was made, in UTC like the chart's days: 'Mar 4, 2026, 10:30 AM UTC'. */
export function consentTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dayTime.format(date)} UTC`;
}

/** The chart shows the latest days that had choices, oldest first, so two years of history stays readable. */
export const DAYS_SHOWN = 30;
export function latestDays<T>(rows: readonly T[], count = DAYS_SHOWN): T[] {
  return rows.slice(Math.max(0, rows.length - count));
}

/** 'Showing 51–100 of 240', or nothing to show. */
export function pageSummary(skip: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  return `Showing ${skip + 1}–${skip + shown} of ${total}`;
}

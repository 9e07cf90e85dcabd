import { RETENTION } from '@vernissage/contract';

/**
 * The moments before which each kind of record is pruned (decision 043). The periods live in the
 * contract, so the privacy page states the same numbers the daily jobs apply.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The same calendar day and time, `years` back (UTC). */
function yearsBack(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

const daysBack = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The oldest moment of analytics data still kept: two years back. */
export const analyticsCutoff = (now: Date): Date => yearsBack(now, RETENTION.analyticsYears);

/** The oldest contact message still kept: one year back. */
export const contactMessagesCutoff = (now: Date): Date => yearsBack(now, RETENTION.contactMessagesYears);

/** Jobs done (their secrets already dropped) are kept this long for inspection. */
export const doneJobsCutoff = (now: Date): Date => daysBack(now, RETENTION.doneTaskDays);

/** Jobs that failed for good, last attempted before this, are deleted. */
export const failedJobsCutoff = (now: Date): Date => daysBack(now, RETENTION.failedTaskDays);

/** Card checkouts never paid whose hold ended before this are deleted. */
export const abandonedCheckoutCutoff = (now: Date): Date => daysBack(now, RETENTION.abandonedCheckoutDays);

/** Sign-in attempts recorded before this are deleted. */
export const signInHistoryCutoff = (now: Date): Date => daysBack(now, RETENTION.signInHistoryDays);

/** Sessions that ended before this are deleted. */
export const endedSessionsCutoff = (now: Date): Date => daysBack(now, RETENTION.endedSessionDays);

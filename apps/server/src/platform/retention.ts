/** Analytics data (cookie choices, newsletter opens and clicks) is kept two years, then pruned. */
export const KEEP_ANALYTICS_YEARS = 2;

/** The oldest moment still kept: the same calendar day and time, two years back (UTC). */
export function analyticsCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - KEEP_ANALYTICS_YEARS);
  return cutoff;
}

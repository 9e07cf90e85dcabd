/** Analytics data (cookie choices, newsletter opens and clicks) is kept two years, then pruned. */
export const KEEP_ANALYTICS_YEARS = 2;
/** Contact-form messages are kept one year after they arrive (the privacy page says so), then pruned. */
export const KEEP_CONTACT_MESSAGES_YEARS = 1;

/** The same calendar day and time, `years` back (UTC). */
function yearsBack(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** The oldest moment of analytics data still kept: two years back. */
export const analyticsCutoff = (now: Date): Date => yearsBack(now, KEEP_ANALYTICS_YEARS);

/** The oldest contact message still kept: one year back. */
export const contactMessagesCutoff = (now: Date): Date => yearsBack(now, KEEP_CONTACT_MESSAGES_YEARS);

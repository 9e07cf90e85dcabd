import { z } from 'zod';

/** The back office's view of cookie consents: who chose what, where from, and when. */

export const COOKIE_USERS_PAGE_SIZE = 50;
export const COOKIE_USERS_MAX_PAGE_SIZE = 200;
const LIMIT_RANGE = `limit must be a whole number between 1 and ${COOKIE_USERS_MAX_PAGE_SIZE}`;
const SKIP_RANGE = 'skip must be a whole number of 0 or more';

/** `GET /api/admin/cookies/users?skip=&limit=`: newest first, a page at a time. */
export const cookieUsersQuery = z.object({
  skip: z.coerce
    .number({ error: SKIP_RANGE })
    .int(SKIP_RANGE)
    .min(0, SKIP_RANGE)
    .max(Number.MAX_SAFE_INTEGER, SKIP_RANGE)
    .default(0),
  limit: z.coerce
    .number({ error: LIMIT_RANGE })
    .int(LIMIT_RANGE)
    .min(1, LIMIT_RANGE)
    .max(COOKIE_USERS_MAX_PAGE_SIZE, LIMIT_RANGE)
    .default(COOKIE_USERS_PAGE_SIZE),
});
export type CookieUsersQuery = z.infer<typeof cookieUsersQuery>;

/**
 * One recorded choice. `country` is a 2-letter code, or '' when it could not be told (shown as
 * Unknown); `email` is the guest address the visitor's browser remembered, or null, and
 * `emailVerified` whether that address proved it is the visitor's (a confirmed newsletter
 * subscription); the back office marks the others "unverified".
 */
export const cookieConsentUser = z.object({
  _id: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  country: z.string(),
  date: z.string(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type CookieConsentUser = z.infer<typeof cookieConsentUser>;

export const cookieUsersResponse = z.object({ users: z.array(cookieConsentUser), total: z.number().int() });
export type CookieUsersResponse = z.infer<typeof cookieUsersResponse>;

export const cookieTotals = z.object({
  total: z.number().int(),
  analytics: z.number().int(),
  marketing: z.number().int(),
});
export type CookieTotals = z.infer<typeof cookieTotals>;

/** A bar of a chart: `_id` is the country code ('' for unknown) or the day (YYYY-MM-DD, UTC). */
export const cookieCount = z.object({ _id: z.string(), count: z.number().int() });
export type CookieCount = z.infer<typeof cookieCount>;

export const cookiesByCountry = z.object({ by_country: z.array(cookieCount) });
export type CookiesByCountry = z.infer<typeof cookiesByCountry>;

export const cookiesByDate = z.object({ by_date: z.array(cookieCount) });
export type CookiesByDate = z.infer<typeof cookiesByDate>;

import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

export type ConsentListRow = {
  id: string;
  email: string | null;
  email_verified: number;
  country: string;
  created_at: string;
  analytics: number;
  marketing: number;
};
export type CountRow = { key: string; count: number };

/** A page of choices, newest first (the id breaks ties, so pages never overlap). */
export function listConsents(db: Db, page: { skip: number; limit: number }): Promise<ConsentListRow[]> {
  return db
    .selectFrom('cookie_consents')
    .select(['id', 'email', 'country', 'created_at', 'analytics', 'marketing'])
    .select((eb) => {
      // A read-only look at the newsletter's table (decision 019): a confirmed subscription proved the address.
      const subscribed = eb.selectFrom('newsletter_subscribers as s').select(sql.lit(1).as('one'));
      const proved = subscribed.whereRef('s.email', '=', 'cookie_consents.email').where('s.status', '=', 'subscribed');
      return eb.case().when(eb.exists(proved)).then(1).else(0).end().as('email_verified');
    })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

/** How many choices there are, and how many said yes to analytics and to marketing. */
export async function consentTotals(db: Db): Promise<{ total: number; analytics: number; marketing: number }> {
  const row = await db
    .selectFrom('cookie_consents')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.coalesce(eb.fn.sum('analytics'), sql.lit(0)).as('analytics'),
      eb.fn.coalesce(eb.fn.sum('marketing'), sql.lit(0)).as('marketing'),
    ])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums as text (bigint); SQLite as numbers.
  return { total: Number(row.total), analytics: Number(row.analytics), marketing: Number(row.marketing) };
}

/** Choices per country code ('' for unknown), the most first. */
export async function countByCountry(db: Db): Promise<CountRow[]> {
  const rows = await db
    .selectFrom('cookie_consents')
    .select((eb) => ['country as key', eb.fn.countAll().as('count')])
    .groupBy('country')
    .orderBy('count', 'desc')
    .orderBy('country')
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

/** Choices per UTC day (the date part of the stored ISO time), oldest first. */
export async function countByDay(db: Db): Promise<CountRow[]> {
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('cookie_consents')
    .select((eb) => [day.as('key'), eb.fn.countAll().as('count')])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
}

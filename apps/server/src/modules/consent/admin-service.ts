import type {
  CookieCount,
  CookiesByCountry,
  CookiesByDate,
  CookieTotals,
  CookieUsersQuery,
  CookieUsersResponse,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { consentTotals, countByCountry, countByDay, listConsents } from './admin-repo.ts';

export type AdminConsentDeps = { db: Db };

const toCount = (row: { key: string; count: number }): CookieCount => ({ _id: row.key, count: row.count });

/** One page of recorded choices, newest first, with the number of all of them. */
export async function listConsentUsers({ db }: AdminConsentDeps, page: CookieUsersQuery): Promise<CookieUsersResponse> {
  const [rows, totals] = await Promise.all([listConsents(db, page), consentTotals(db)]);
  return {
    users: rows.map((r) => ({
      _id: r.id,
      email: r.email,
      emailVerified: r.email !== null && Number(r.email_verified) === 1,
      country: r.country,
      date: r.created_at,
      analytics: r.analytics === 1,
      marketing: r.marketing === 1,
    })),
    total: totals.total,
  };
}

export function consentOverview({ db }: AdminConsentDeps): Promise<CookieTotals> {
  return consentTotals(db);
}

export async function consentsByCountry({ db }: AdminConsentDeps): Promise<CookiesByCountry> {
  return { by_country: (await countByCountry(db)).map(toCount) };
}

export async function consentsByDate({ db }: AdminConsentDeps): Promise<CookiesByDate> {
  return { by_date: (await countByDay(db)).map(toCount) };
}

import type { Db } from '../../db/connection.ts';

export type ConsentRow = { id: string; analytics: number; marketing: number; country: string; created_at: string };

/** Necessary cookies cannot be refused, so the row always says 1 for them. */
export async function insertConsent(db: Db, row: ConsentRow): Promise<void> {
  await db
    .insertInto('cookie_consents')
    .values({ ...row, necessary: 1, email: null })
    .execute();
}

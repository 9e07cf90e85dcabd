import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export type ConsentRow = {
  id: string;
  analytics: number;
  marketing: number;
  country: string;
  email: string | null;
  created_at: string;
  browser_id: string | null;
};

/**
 * Necessary cookies cannot be refused, so the row always says 1 for them. A browser that chose
 * before has its row replaced (one row per browser, decision 054).
 */
export async function saveConsentRow(db: Db, row: ConsentRow): Promise<void> {
  await db
    .insertInto('cookie_consents')
    .values({ ...row, necessary: 1 })
    .onConflict((oc) =>
      oc.column('browser_id').doUpdateSet({
        analytics: row.analytics,
        marketing: row.marketing,
        country: row.country,
        email: row.email,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** Removes the choices recorded before `before` (ISO time); answers how many went. */
export async function deleteConsentsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('cookie_consents').where('created_at', '<', before).executeTakeFirst();
  return affected(result);
}

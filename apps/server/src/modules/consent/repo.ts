import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export type ConsentRow = {
  id: string;
  analytics: number;
  marketing: number;
  country: string;
  email: string | null;
  created_at: string;
};

/** Necessary cookies cannot be refused, so the row always says 1 for them. */
export async function insertConsent(db: Db, row: ConsentRow): Promise<void> {
  await db
    .insertInto('cookie_consents')
    .values({ ...row, necessary: 1 })
    .execute();
}

/** Removes the choices recorded before `before` (ISO time); answers how many went. */
export async function deleteConsentsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('cookie_consents').where('created_at', '<', before).executeTakeFirst();
  return affected(result);
}

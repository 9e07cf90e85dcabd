import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Insertable, LookupCodesTable } from '../../../db/schema.ts';

export async function insertLookupCode(db: Db, row: Insertable<LookupCodesTable>): Promise<void> {
  await db.insertInto('lookup_codes').values(row).execute();
}

/** Codes asked for the address since `since`; with `clientIp`, only those that client asked for. */
export async function countCodesSince(db: Db, email: string, since: string, clientIp?: string): Promise<number> {
  let query = db
    .selectFrom('lookup_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>=', since);
  if (clientIp !== undefined) query = query.where('client_ip', '=', clientIp);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The address's newest codes that can still be used: several stay valid, so somebody else asking
 * for codes for the address does not retire the one the buyer is typing.
 */
export async function findLiveCodes(db: Db, email: string, now: string, maxAttempts: number, limit: number) {
  return db
    .selectFrom('lookup_codes')
    .select(['id', 'code_hash', 'attempts'])
    .where('email', '=', email)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Counts a wrong guess against each live code, unless it has used up its attempts meanwhile. */
export async function countAttempt(db: Db, ids: string[], maxAttempts: number): Promise<boolean> {
  if (ids.length === 0) return false;
  const result = await db
    .updateTable('lookup_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return affected(result) >= 1;
}

/** Uses the code once: only the first of two racing right answers gets a token. */
export async function consumeCode(db: Db, id: string, now: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('lookup_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return affected(result) === 1;
}

export async function deleteCodesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('lookup_codes').where('created_at', '<', before).executeTakeFirst();
  return affected(result);
}

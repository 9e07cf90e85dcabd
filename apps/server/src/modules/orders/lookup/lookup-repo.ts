import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Insertable, LookupCodesTable } from '../../../db/schema.ts';

export async function insertLookupCode(db: Db, row: Insertable<LookupCodesTable>): Promise<void> {
  await db.insertInto('lookup_codes').values(row).execute();
}

export async function countCodesSince(db: Db, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('lookup_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest code of the address: only it counts, so asking again retires the earlier ones. */
export async function findNewestCode(db: Db, email: string) {
  return db
    .selectFrom('lookup_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong guess, unless the code has used up its attempts meanwhile. */
export async function countAttempt(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('lookup_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return affected(result) === 1;
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

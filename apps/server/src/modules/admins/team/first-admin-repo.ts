import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';

export async function anyAdminExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('admins').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Inserts the first admin; false when a concurrent start inserted one with this e-mail first. */
export async function insertFirstAdmin(
  db: Db,
  a: { id: string; email: string; passwordHash: string; at: string; mustChangePassword: boolean },
): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values({
      id: a.id,
      email: a.email,
      password_hash: a.passwordHash,
      created_at: a.at,
      must_change_password: a.mustChangePassword ? 1 : 0,
    })
    // Two processes starting together: the second one's insert is a no-op.
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return affected(result) > 0;
}

/** Whether any admin still signs in with a generated first password. */
export async function anyoneOnGeneratedPassword(db: Db): Promise<boolean> {
  const waiting = await db
    .selectFrom('admins')
    .select('id')
    .where('must_change_password', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return waiting !== undefined;
}

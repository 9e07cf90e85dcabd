import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';

/**
 * No first admin without an address the gallery chose: a fixed default (it used to be
 * admin@vernissage.local) is the first thing a stranger tries (decision 031).
 */
export class FirstAdminEmailMissing extends Error {
  constructor() {
    super('ADMIN_EMAIL is not set: the first administrator signs in with it (ADMIN_PASSWORD is generated when unset)');
  }
}

export type FirstAdmin = { email: string; generatedPassword: string | undefined };

/**
 * Creates the first administrator when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * random password that the caller prints once. Returns undefined when an admin already exists;
 * throws FirstAdminEmailMissing when none exists and no e-mail was given.
 */
export async function ensureFirstAdmin(
  deps: { db: Db; clock: Clock },
  wanted: { email: string; password: string | undefined } | undefined,
): Promise<FirstAdmin | undefined> {
  const existing = await deps.db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  if (!wanted) throw new FirstAdminEmailMissing();
  const email = wanted.email;
  const generatedPassword = wanted.password ? undefined : randomBytes(18).toString('base64url');
  const password = wanted.password ?? generatedPassword ?? '';
  const result = await deps.db
    .insertInto('admins')
    .values({
      id: newId(),
      email,
      password_hash: await hash(password),
      created_at: isoNow(deps.clock),
      // A password printed on a console is only good for the first sign-in (decision 034).
      must_change_password: generatedPassword ? 1 : 0,
    })
    // Two processes starting together: the second one's insert is a no-op.
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  if (affected(result) === 0) return undefined;
  return { email, generatedPassword };
}

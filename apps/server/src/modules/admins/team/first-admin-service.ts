import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../../db/connection.ts';
import { type Clock, isoNow } from '../../../platform/clock.ts';
import { newId } from '../../../platform/ids.ts';
import { anyAdminExists, anyoneOnGeneratedPassword, insertFirstAdmin } from './first-admin-repo.ts';

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
 * random password that the caller writes to a file only its user reads (writeFirstPassword). Returns undefined when an admin already exists;
 * throws FirstAdminEmailMissing when none exists and no e-mail was given.
 */
export async function ensureFirstAdmin(
  deps: { db: Db; clock: Clock },
  wanted: { email: string; password: string | undefined } | undefined,
): Promise<FirstAdmin | undefined> {
  if (await anyAdminExists(deps.db)) return undefined;
  if (!wanted) throw new FirstAdminEmailMissing();
  const email = wanted.email;
  const generatedPassword = wanted.password ? undefined : randomBytes(18).toString('base64url');
  const password = wanted.password ?? generatedPassword ?? '';
  const inserted = await insertFirstAdmin(deps.db, {
    id: newId(),
    email,
    passwordHash: await hash(password),
    at: isoNow(deps.clock),
    // A generated password is only good for the first sign-in (decision 034).
    mustChangePassword: generatedPassword !== undefined,
  });
  if (!inserted) return undefined;
  return { email, generatedPassword };
}

/** Where a generated first password is written, inside DATA_DIR (decision 053). */
const FIRST_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * Writes the generated password to DATA_DIR/first-admin-password.txt, readable by this user only,
 * and returns the path: the log names the file, never the password (logs are collected and kept).
 */
export function writeFirstPassword(dataDir: string, password: string): string {
  const file = join(dataDir, FIRST_PASSWORD_FILE);
  // A leftover from an earlier database would keep its own mode: the file is always made anew.
  rmSync(file, { force: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600, flag: 'wx' });
  return file;
}

/**
 * Deletes the file once no administrator is still on a generated password: the one in it was
 * replaced at the first sign-in. Returns whether it removed one.
 */
export async function forgetFirstPassword(db: Db, dataDir: string): Promise<boolean> {
  const file = join(dataDir, FIRST_PASSWORD_FILE);
  if (!existsSync(file)) return false;
  if (await anyoneOnGeneratedPassword(db)) return false;
  rmSync(file, { force: true });
  return true;
}

import type { Db } from '../../../db/connection.ts';
import { Unauthorized } from '../../../platform/errors.ts';
import { findAdminById } from './admins-repo.ts';

/** The signed-in admin's row; shared by every settings action (account, two-factor). */
export async function adminOrThrow(deps: { db: Db }, adminId: string) {
  const row = await findAdminById(deps.db, adminId);
  // The guard saw this admin a moment ago; gone now means removed meanwhile.
  if (!row) throw new Unauthorized();
  return row;
}

import { hash } from '@node-rs/argon2';
import type { ChangePasswordBody } from '@vernissage/contract';
import { inTransaction } from '../../../db/tx.ts';
import { isoNow } from '../../../platform/clock.ts';
import { BadRequest, Unauthorized } from '../../../platform/errors.ts';
import { findAdminById } from '../core/admins-repo.ts';
import { assertNotCommonPassword } from '../core/common-passwords.ts';
import { type AdminAuthDeps, type Client, normalizeEmail, passwordMatches } from '../core/credentials.ts';
import type { AdminPrincipal } from '../core/guard.ts';
import { reserveAttempt } from '../core/login-limits.ts';
import { queueAccountChangeNotice } from '../core/security-notice.ts';
import { revokeEverySession } from '../core/sessions-repo.ts';
import { updatePassword } from './account-repo.ts';

/**
 * Checks the current password (a wrong one counts as a failed sign-in, so a stolen token cannot be
 * used to guess it), stores the new Argon2id hash and signs out every session of this admin.
 */
export async function changePassword(
  deps: AdminAuthDeps,
  admin: AdminPrincipal,
  body: ChangePasswordBody,
  client: Client,
): Promise<void> {
  const row = await findAdminById(deps.db, admin.id);
  if (!row) throw new Unauthorized();
  const attempt = await reserveAttempt(deps, { email: normalizeEmail(row.email), ...client, adminId: row.id });
  if (!(await passwordMatches(row.password_hash, body.old_password))) {
    throw new BadRequest('Current password is incorrect');
  }
  await attempt.release();
  await assertNotCommonPassword(body.new_password, 'new_password', row.email);
  const passwordHash = await hash(body.new_password);
  await inTransaction(deps.db, async (tx) => {
    await updatePassword(tx, row.id, passwordHash, isoNow(deps.clock));
    await revokeEverySession(tx, row.id, deps.clock.now().toISOString());
    await queueAccountChangeNotice(
      { ...deps, db: tx },
      { actor: row.email, what: `password changed for ${row.email}` },
    );
  });
}

import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import { type Clock, isoNow } from '../../../platform/clock.ts';
import { isSealed, type SecretBox } from '../../../platform/secrets/secret-box.ts';
import { wrapLegacyRecoveryHash } from '../core/recovery-codes.ts';
import { totpSecretContext } from '../core/second-factor.ts';
import { adminsWithSecrets, replaceRecoveryCodes, replaceSecretsIfUnchanged } from './two-factor-repo.ts';

export type AtRestDeps = { db: Db; clock: Clock; secrets: SecretBox };
export type AtRestReport = { sealed: number; rehashed: number };

/**
 * A start-up step after the migrations (it needs the key, which the migrations do not see), safe
 * to run on every start and on several nodes at once (decision 044): TOTP secrets still stored in
 * clear are encrypted, recovery codes still stored as a SHA-256 list are wrapped in Argon2id, and
 * every stored secret must open with this key, or the start stops naming SECRETS_KEY.
 */
export async function protectTwoFactorAtRest(deps: AtRestDeps): Promise<AtRestReport> {
  const rows = await adminsWithSecrets(deps.db);
  const report: AtRestReport = { sealed: 0, rehashed: 0 };
  for (const row of rows) {
    const context = totpSecretContext(row.id);
    // Throws SecretUnreadable (naming SECRETS_KEY) when this key is not the one that sealed them.
    for (const value of [row.two_factor_secret, row.two_factor_pending_secret]) {
      if (value && isSealed(value)) deps.secrets.open(value, context);
    }
    const seal = (value: string | null) => (value && !isSealed(value) ? deps.secrets.seal(value, context) : value);
    const legacy = row.two_factor_recovery ? (JSON.parse(row.two_factor_recovery) as string[]) : undefined;
    const secret = seal(row.two_factor_secret);
    const pending = seal(row.two_factor_pending_secret);
    if (secret === row.two_factor_secret && pending === row.two_factor_pending_secret && !legacy) continue;
    // Argon2 before the transaction; the update only applies to the row as it was read.
    const wrapped: string[] = [];
    for (const sha256 of legacy ?? []) wrapped.push(await wrapLegacyRecoveryHash(sha256));
    const done = await inTransaction(deps.db, async (tx) => {
      if (!(await replaceSecretsIfUnchanged(tx, row, { secret, pending }))) return false;
      if (legacy) await replaceRecoveryCodes(tx, row.id, wrapped, isoNow(deps.clock));
      return true;
    });
    if (!done) continue; // another node did it meanwhile
    if (secret !== row.two_factor_secret || pending !== row.two_factor_pending_secret) report.sealed += 1;
    if (legacy) report.rehashed += legacy.length;
  }
  return report;
}

import { INVALID_TWO_FACTOR_CODE, TWO_FACTOR_REQUIRED } from '@vernissage/contract';
import { isoNow } from '../../../platform/clock.ts';
import { HttpError } from '../../../platform/errors.ts';
import type { AdminAuthDeps } from './credentials.ts';
import { looksLikeRecoveryCode, recoveryCodeMatches } from './recovery-codes.ts';
import { claimStep, spendRecoveryCode, unusedRecoveryCodes } from './second-factor-repo.ts';
import { acceptedStep } from './totp.ts';

/** The two-factor columns of an admin row, as the sign-in reads them; the secret is sealed. */
export type SecondFactor = {
  id: string;
  two_factor_enabled: number;
  two_factor_secret: string | null;
  two_factor_last_step: number | null;
};

/** What a sealed TOTP secret is bound to: this admin (a sealed secret copied to another row does not open). */
export const totpSecretContext = (adminId: string): string => `vernissage/totp-secret/${adminId}`;

/** A 401 that keeps the login on its code step: `details.code` says what is wrong with the code. */
const codeProblem = (message: string) => new HttpError(401, message, { code: message });

/** True when the code (authenticator or unused recovery code) is good now, and spends it. */
export async function spendCode(deps: AdminAuthDeps, admin: SecondFactor, code: string): Promise<boolean> {
  const sealed = admin.two_factor_secret;
  if (!sealed) return false;
  const secret = deps.secrets.open(sealed, totpSecretContext(admin.id));
  const step = acceptedStep(secret, code, deps.clock.now(), admin.two_factor_last_step);
  if (step !== null) return claimStep(deps.db, admin.id, step);
  if (!looksLikeRecoveryCode(code)) return false;
  // Argon2 outside any transaction, one code at a time (at most eight), then one conditional update
  // spends the match: of two requests with the same code, one passes.
  for (const stored of await unusedRecoveryCodes(deps.db, admin.id)) {
    if (await recoveryCodeMatches(stored.code_hash, code))
      return spendRecoveryCode(deps.db, stored.id, isoNow(deps.clock));
  }
  return false;
}

/**
 * The sign-in's second step, after the password matched. No code yet: a 401 asking for it (not a
 * failed attempt). A wrong or reused code: a failed attempt, recorded and counted like a wrong password.
 */
export async function assertSecondFactor(
  deps: AdminAuthDeps,
  admin: SecondFactor,
  code: string | undefined,
): Promise<void> {
  if (admin.two_factor_enabled !== 1) return;
  if (!code) throw codeProblem(TWO_FACTOR_REQUIRED);
  if (await spendCode(deps, admin, code)) return;
  throw codeProblem(INVALID_TWO_FACTOR_CODE);
}

/** The 401 that asks for the code: the attempt so far was right, not a guess. */
export const isCodeRequest = (error: unknown): boolean =>
  error instanceof HttpError && error.message === TWO_FACTOR_REQUIRED;

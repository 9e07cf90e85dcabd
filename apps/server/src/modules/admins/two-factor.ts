import {
  INVALID_TWO_FACTOR_CODE,
  TWO_FACTOR_REQUIRED,
  type TwoFactorDisableBody,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@vernissage/contract';
import QRCode from 'qrcode';
import { inTransaction } from '../../db/tx.ts';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, HttpError } from '../../platform/errors.ts';
import { getShopSettings } from '../settings/index.ts';
import { adminOrThrow } from './account.ts';
import type { AdminPrincipal } from './admin-guard.ts';
import { type AdminAuthDeps, type Client, normalizeEmail, passwordMatches } from './credentials.ts';
import { reserveAttempt } from './login-limits.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeMatches } from './recovery-codes.ts';
import { queueAccountChangeNotice } from './security-notice.ts';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp.ts';
import {
  claimStep,
  disableTwoFactor,
  enableTwoFactor,
  savePendingSecret,
  spendRecoveryCode,
  unusedRecoveryCodes,
} from './two-factor-repo.ts';

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

/** A fresh secret to scan; nothing changes for sign-in until a code from it is confirmed. */
export async function startTwoFactorSetup(deps: AdminAuthDeps, admin: AdminPrincipal): Promise<TwoFactorSetup> {
  const row = await adminOrThrow(deps, admin.id);
  if (row.two_factor_enabled === 1) throw new BadRequest('Two-factor authentication is already enabled');
  const secret = newTotpSecret();
  await savePendingSecret(deps.db, row.id, deps.secrets.seal(secret, totpSecretContext(row.id)));
  const { shopName } = await getShopSettings(deps.db);
  const url = otpauthUrl(secret, row.email, shopName);
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl: url, qrSvg };
}

/** The first code proves the app holds the secret: two-factor is on, and the recovery codes are shown once. */
export async function confirmTwoFactor(
  deps: AdminAuthDeps,
  admin: AdminPrincipal,
  code: string,
): Promise<TwoFactorEnabled> {
  const row = await adminOrThrow(deps, admin.id);
  if (row.two_factor_enabled === 1) throw new BadRequest('Two-factor authentication is already enabled');
  const sealed = row.two_factor_pending_secret;
  if (!sealed) throw new BadRequest('Start the two-factor setup again');
  const step = acceptedStep(deps.secrets.open(sealed, totpSecretContext(row.id)), code, deps.clock.now(), null);
  if (step === null) throw new BadRequest(INVALID_TWO_FACTOR_CODE, { code: INVALID_TWO_FACTOR_CODE });
  const recoveryCodes = newRecoveryCodes();
  // Argon2 before the transaction: slow work never holds it open.
  const recoveryHashes: string[] = [];
  for (const recoveryCode of recoveryCodes) recoveryHashes.push(await hashRecoveryCode(recoveryCode));
  await inTransaction(deps.db, async (tx) => {
    const change = { secret: sealed, step, recoveryHashes, at: isoNow(deps.clock) };
    if (!(await enableTwoFactor(tx, row.id, change))) throw new BadRequest('Start the two-factor setup again');
    await queueAccountChangeNotice(tx, deps, {
      actor: row.email,
      what: `two-factor sign-in turned on for ${row.email}`,
    });
  });
  return { success: true, recoveryCodes };
}

/** True when the code (authenticator or unused recovery code) is good now, and spends it. */
async function spendCode(deps: AdminAuthDeps, admin: SecondFactor, code: string): Promise<boolean> {
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

/** Turning it off takes the password and a current code, so a stolen session alone cannot. */
export async function turnOffTwoFactor(
  deps: AdminAuthDeps,
  admin: AdminPrincipal,
  body: TwoFactorDisableBody,
  client: Client,
): Promise<void> {
  const row = await adminOrThrow(deps, admin.id);
  if (row.two_factor_enabled !== 1) throw new BadRequest('Two-factor authentication is not enabled');
  // Reserved before Argon2 like a sign-in; a wrong password or code leaves it as a failure.
  const attempt = await reserveAttempt(deps, { email: normalizeEmail(row.email), ...client, adminId: row.id });
  const failed = (message: string, field: string) => new BadRequest(message, { [field]: message });
  if (!(await passwordMatches(row.password_hash, body.password)))
    throw failed('Current password is incorrect', 'password');
  if (!(await spendCode(deps, row, body.code))) throw failed(INVALID_TWO_FACTOR_CODE, 'code');
  await attempt.release();
  await inTransaction(deps.db, async (tx) => {
    await disableTwoFactor(tx, row.id);
    await queueAccountChangeNotice(tx, deps, {
      actor: row.email,
      what: `two-factor sign-in turned off for ${row.email}`,
    });
  });
}

import {
  INVALID_TWO_FACTOR_CODE,
  type TwoFactorDisableBody,
  type TwoFactorEnabled,
  type TwoFactorSetup,
} from '@vernissage/contract';
import QRCode from 'qrcode';
import { inTransaction } from '../../../db/tx.ts';
import { isoNow } from '../../../platform/clock.ts';
import { BadRequest } from '../../../platform/errors.ts';
import { getShopSettings } from '../../settings/index.ts';
import { type AdminAuthDeps, type Client, normalizeEmail, passwordMatches } from '../core/credentials.ts';
import type { AdminPrincipal } from '../core/guard.ts';
import { reserveAttempt } from '../core/login-limits.ts';
import { hashRecoveryCode, newRecoveryCodes } from '../core/recovery-codes.ts';
import { spendCode, totpSecretContext } from '../core/second-factor.ts';
import { queueAccountChangeNotice } from '../core/security-notice.ts';
import { adminOrThrow } from '../core/signed-in-admin.ts';
import { acceptedStep, newTotpSecret, otpauthUrl } from '../core/totp.ts';
import { disableTwoFactor, enableTwoFactor, savePendingSecret } from './two-factor-repo.ts';

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
    await queueAccountChangeNotice(
      { ...deps, db: tx },
      { actor: row.email, what: `two-factor sign-in turned on for ${row.email}` },
    );
  });
  return { success: true, recoveryCodes };
}

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
    await queueAccountChangeNotice(
      { ...deps, db: tx },
      { actor: row.email, what: `two-factor sign-in turned off for ${row.email}` },
    );
  });
}

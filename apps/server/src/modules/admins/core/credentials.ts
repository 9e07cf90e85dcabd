import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Db } from '../../../db/connection.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';

/**
 * `publicUrl`: for the links in security notices, and whether the refresh cookie can be Secure;
 * `secrets`: seals the TOTP secrets (decision 044); `idleMinutes`: ADMIN_IDLE_MINUTES.
 */
export type AdminAuthDeps = {
  db: Db;
  clock: Clock;
  jwtSecret: string;
  publicUrl: string;
  secrets: SecretBox;
  idleMinutes?: number;
};
/** Who is asking: recorded with every sign-in for Login History. */
export type Client = { ip: string; userAgent: string };

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

// An unknown e-mail is checked against this hash so it takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export const hashForUnknownEmail = () => {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
};

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

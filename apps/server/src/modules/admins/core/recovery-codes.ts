import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const RECOVERY_CODE_COUNT = 8;
/** RFC 4648 base32: no 0, 1, 8 or 9, so what is read off paper maps back (see `canonical`). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const CODE_CHARS = 20; // 100 bits
const GROUP = 5;
/** Codes from before decision 044: 10 characters, their SHA-256 wrapped in Argon2id at the upgrade. */
const LEGACY_PREFIX = 'legacy-sha256:';
const LEGACY_CHARS = 10;

/** Upper case without spaces or dashes; a 0 or 1 typed for the letters O and I is read as them. */
const canonical = (code: string): string =>
  code.replace(/[\s-]/g, '').toUpperCase().replace(/0/g, 'O').replace(/1/g, 'I');

/** Twenty base32 characters (100 random bits) in four groups of five, shown once. */
function newRecoveryCode(): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const chars = [...randomBytes(CODE_CHARS)].map((b) => BASE32[b & 31]).join('');
  return chars.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? chars;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Stored like a password (Argon2id): whoever reads the database cannot try codes at SHA-256 speed. */
export const hashRecoveryCode = (code: string): Promise<string> => hash(canonical(code));

/** An old code's stored SHA-256, wrapped in Argon2id so it keeps working until it is used. */
export const wrapLegacyRecoveryHash = async (sha256Hex: string): Promise<string> =>
  `${LEGACY_PREFIX}${await hash(sha256Hex)}`;

/** Whether a typed code could be a recovery code at all (not worth an Argon2 run otherwise). */
export function looksLikeRecoveryCode(code: string): boolean {
  const c = canonical(code);
  return (c.length === CODE_CHARS && /^[A-Z2-7]+$/.test(c)) || c.length === LEGACY_CHARS;
}

/** True when the typed code is the one behind this stored hash (Argon2id, so slow: never inside a transaction). */
export async function recoveryCodeMatches(stored: string, code: string): Promise<boolean> {
  const c = canonical(code);
  try {
    if (!stored.startsWith(LEGACY_PREFIX)) return c.length === CODE_CHARS && (await verify(stored, c));
    if (c.length !== LEGACY_CHARS) return false;
    const sha256 = createHash('sha256').update(c.toLowerCase()).digest('hex');
    return await verify(stored.slice(LEGACY_PREFIX.length), sha256);
  } catch {
    return false;
  }
}

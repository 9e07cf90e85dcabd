import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs admin access tokens: JWT_SECRET when set, otherwise 48 random bytes generated on
 * the first start and kept in `${dataDir}/jwt-secret` (mode 0600). The file only suits one node:
 * a deployment with several app processes on different machines must set the same JWT_SECRET on each.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  return readSecret(file) ?? createSecret(file);
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (text.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret: delete it (every admin will sign in again) or set JWT_SECRET`);
  }
  return text;
}

function createSecret(file: string): string {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // link() publishes the complete file or fails if another process got there first; both then read the winner.
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(temp);
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} could not be created`);
  return secret;
}

import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;
const SECRETS_KEY_FILE = 'secrets-key';

/** 32 bytes written as 64 hex digits or in base64 (either alphabet); undefined for anything else. */
export function parseSecretsKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : undefined;
}

export type ResolvedSecretsKey = { key: Buffer; createdFile?: string };

/**
 * The key that encrypts secrets kept in the database: SECRETS_KEY when set, otherwise 32 random
 * bytes generated on the first start and kept in `${dataDir}/secrets-key` (mode 0600), never in
 * the database or its backups. `createdFile` says the key was made just now, to be announced once.
 */
export function resolveSecretsKey(configured: Buffer | undefined, dataDir: string): ResolvedSecretsKey {
  if (configured) return { key: configured };
  const file = join(dataDir, SECRETS_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return { key: existing };
  const created = createKeyFile(file);
  return created.mine ? { key: created.key, createdFile: file } : { key: created.key };
}

function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const key = parseSecretsKey(text);
  if (!key) throw new Error(`${file} holds no usable key (32 bytes in base64 or hex): restore it or set SECRETS_KEY`);
  return key;
}

function createKeyFile(file: string): { key: Buffer; mine: boolean } {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  let mine = true;
  try {
    // link() publishes the complete file or fails if another process got there first; both then read the winner.
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    mine = false;
  } finally {
    unlinkSync(temp);
  }
  const key = readKeyFile(file);
  if (!key) throw new Error(`${file} could not be created`);
  return { key, mine };
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseSecretsKey, resolveSecretsKey } from './secrets-key.ts';

describe('the secrets key', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vernissage-secrets-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads 32 bytes written in hex or base64, and nothing shorter or longer', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretsKey(` ${key.toString('base64url')}\n`)).toEqual(key);
    expect(parseSecretsKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseSecretsKey(randomBytes(48).toString('base64'))).toBeUndefined();
    expect(parseSecretsKey('a passphrase is not a key at all, sorry')).toBeUndefined();
  });

  it('uses SECRETS_KEY when it is set and writes nothing', () => {
    const configured = randomBytes(32);
    expect(resolveSecretsKey(configured, dir)).toEqual({ key: configured });
    expect(() => statSync(join(dir, 'secrets-key'))).toThrow();
  });

  it('otherwise makes a key once, readable only by the owner, says so once, and reuses it', () => {
    const first = resolveSecretsKey(undefined, dir);
    const file = join(dir, 'secrets-key');
    expect(first.createdFile).toBe(file);
    expect(first.key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseSecretsKey(readFileSync(file, 'utf8'))).toEqual(first.key);
    expect(resolveSecretsKey(undefined, dir)).toEqual({ key: first.key });
  });

  it('refuses a damaged key file instead of making a new key', () => {
    writeFileSync(join(dir, 'secrets-key'), 'short\n');
    expect(() => resolveSecretsKey(undefined, dir)).toThrow(/holds no usable key/);
  });
});

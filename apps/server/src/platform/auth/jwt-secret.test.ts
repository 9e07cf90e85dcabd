import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('the token signing secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'vernissage-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set and writes nothing', () => {
    const configured = 'x'.repeat(40);
    expect(resolveJwtSecret(configured, dir)).toBe(configured);
    expect(() => statSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('generates 48 random bytes once, readable only by the owner, and reuses them on later starts', () => {
    const first = resolveJwtSecret(undefined, dir);
    expect(Buffer.from(first, 'base64url')).toHaveLength(48);
    const file = join(dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
  });

  it('refuses a damaged secret file instead of signing with a weak key', () => {
    writeFileSync(join(dir, 'jwt-secret'), 'short\n');
    expect(() => resolveJwtSecret(undefined, dir)).toThrow(/holds no usable secret/);
  });
});

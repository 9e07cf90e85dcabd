import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSealed, SecretUnreadable, secretBox } from './secret-box.ts';

const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('seals a secret so the stored text holds neither it nor a fixed ciphertext, and opens it again', () => {
    const first = box.seal(plain, 'admin-1');
    const second = box.seal(plain, 'admin-1');
    expect(isSealed(first)).toBe(true);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(first).not.toContain(plain);
    expect(first).not.toBe(second);
    expect(box.open(first, 'admin-1')).toBe(plain);
  });

  it('refuses another key, another context, changed bytes and a value stored in clear', () => {
    const sealed = box.seal(plain, 'admin-1');
    expect(() => secretBox(randomBytes(32)).open(sealed, 'admin-1')).toThrow(SecretUnreadable);
    expect(() => box.open(sealed, 'admin-2')).toThrow(SecretUnreadable);
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() => box.open(`v1:${bytes.toString('base64url')}`, 'admin-1')).toThrow(SecretUnreadable);
    expect(() => box.open(plain, 'admin-1')).toThrow(/SECRETS_KEY/);
  });

  it('takes a 32-byte key only', () => {
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseGuestEmail } from './guest-email.ts';

describe('the remembered guest e-mail', () => {
  it('reads an address trimmed and in lower case', () => {
    expect(parseGuestEmail('  Collector@Example.COM ')).toBe('collector@example.com');
  });

  it.each([null, '', 'collector', 'a@b', 'a@example.com,b@example.com', `${'a'.repeat(300)}@example.com`])(
    'treats %j as none, so the cookie choice goes without one',
    (raw) => {
      expect(parseGuestEmail(raw)).toBeUndefined();
    },
  );
});

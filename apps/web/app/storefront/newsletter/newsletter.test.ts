import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter.ts';

describe('newsletterEmailError', () => {
  it('asks for a valid address when empty or malformed', () => {
    for (const bad of ['', '   ', 'collector', 'a@b', 'a b@c.de']) {
      expect(newsletterEmailError(bad)).toBe('Please enter a valid email address.');
    }
  });

  it('accepts a simple address, spaces around it trimmed', () => {
    expect(newsletterEmailError(' collector@example.com ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatSignIn, invitationExpired } from './admin-dates.ts';

describe('admin dates', () => {
  it('says Never for an admin who has not signed in yet', () => {
    expect(formatSignIn(null)).toBe('Never');
    expect(formatSignIn('not a date')).toBe('not a date');
  });

  it('tells an expired invitation from a live one', () => {
    const now = new Date('2026-03-09T09:00:00.000Z');
    expect(invitationExpired('2026-03-09T08:59:59.000Z', now)).toBe(true);
    expect(invitationExpired('2026-03-10T09:00:00.000Z', now)).toBe(false);
    expect(invitationExpired(null, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseConsent } from './consent.ts';

describe('the stored cookie choice', () => {
  it('reads a saved choice, necessary always on', () => {
    const raw = JSON.stringify({
      necessary: false,
      analytics: true,
      marketing: false,
      savedAt: '2026-11-22T10:00:00Z',
    });
    expect(parseConsent(raw)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      savedAt: '2026-11-22T10:00:00Z',
    });
  });

  it('treats missing or unreadable data as no choice, so the banner asks again', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('nope')).toBeNull();
    expect(parseConsent('{"analytics":true}')).toBeNull();
  });

  it('counts anything but true as off', () => {
    const raw = JSON.stringify({ analytics: 'yes', marketing: 1, savedAt: 'x' });
    expect(parseConsent(raw)).toMatchObject({ analytics: false, marketing: false });
  });
});

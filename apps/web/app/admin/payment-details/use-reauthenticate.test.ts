import { RECENT_SIGN_IN_REQUIRED } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { needsReauth } from './use-reauthenticate.ts';

const failure = (status: number, error: string | null) => ({ ok: false as const, status, error, network: false });

describe('a save that needs a recent sign-in', () => {
  it("is the server's 403 'Recent sign-in required'", () => {
    expect(needsReauth(failure(403, RECENT_SIGN_IN_REQUIRED))).toBe(true);
  });

  it('is not any other refusal or success', () => {
    expect(needsReauth(failure(403, 'Forbidden'))).toBe(false);
    expect(needsReauth(failure(400, RECENT_SIGN_IN_REQUIRED))).toBe(false);
    expect(needsReauth({ ok: true, status: 200, data: {} })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { acceptInvitation, invitationToken, lookUpInvitation } from './invitation-api.ts';

const answer = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the invitation link', () => {
  it('finds the token in /admin/invite/<token> only', () => {
    expect(invitationToken('invite/abc_DEF-123')).toBe('abc_DEF-123');
    expect(invitationToken('invite/abc/')).toBe('abc');
    expect(invitationToken('invite/')).toBeNull();
    expect(invitationToken('users')).toBeNull();
    expect(invitationToken(undefined)).toBeNull();
  });

  it('tells an invalid or expired link from a failure to check it', async () => {
    const invalid = { error: 'This invitation link is invalid or has expired.' };
    expect(await lookUpInvitation('t', answer(404, invalid))).toEqual({ status: 'invalid', message: invalid.error });
    expect(await lookUpInvitation('t', answer(429, { error: 'Too many requests.' }))).toEqual({
      status: 'failed',
      message: 'Too many requests.',
    });
    const open = { email: 'new@gallery.test', expiresAt: '2026-03-09T09:00:00.000Z' };
    expect(await lookUpInvitation('t', answer(200, open))).toEqual({ status: 'open', invitation: open });
    const offline = async () => Promise.reject(new TypeError('offline'));
    expect(await lookUpInvitation('t', offline)).toEqual({ status: 'failed', message: 'Network error' });
  });

  it('answers the access token once the password is set', async () => {
    const body = { password: 'long-enough', confirmPassword: 'long-enough' };
    expect(
      await acceptInvitation('t', body, answer(200, { access_token: 'jwt', token_type: 'Bearer', expires_in: 43200 })),
    ).toEqual({ ok: true, token: 'jwt' });
    expect(await acceptInvitation('t', body, answer(404, { error: 'gone' }))).toEqual({
      ok: false,
      error: 'gone',
      gone: true,
    });
  });
});

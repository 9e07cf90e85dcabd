import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { signAccessToken, tokenKeys, verifyAccessToken } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const claims = { adminId: 'admin-1', sessionId: 'session-1' };

describe('admin access tokens', () => {
  it('carry the admin and session and verify with the same secret', async () => {
    const keys = tokenKeys(SECRET, testClock());
    expect(await verifyAccessToken(keys, await signAccessToken(keys, claims))).toEqual(claims);
  });

  it('expire after 15 minutes, with 5 seconds of tolerance', async () => {
    const clock = testClock();
    const keys = tokenKeys(SECRET, clock);
    const token = await signAccessToken(keys, claims);
    clock.advance(15 * 60 * 1000 + 4000);
    expect(await verifyAccessToken(keys, token)).toEqual(claims);
    clock.advance(2000);
    expect(await verifyAccessToken(keys, token)).toBeUndefined();
  });

  it('are refused when signed with another secret, unsigned, altered or meant for something else', async () => {
    const clock = testClock();
    const keys = tokenKeys(SECRET, clock);
    const foreign = await signAccessToken(tokenKeys(`${SECRET}-other`, clock), claims);
    const [header, payload] = (await signAccessToken(keys, claims)).split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const altered = `${header}.${Buffer.from('{"sub":"admin-2","sid":"session-1"}').toString('base64url')}.x`;
    const otherAudience = await new SignJWT({ sid: 'session-1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin-1')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime('1h')
      .setAudience('vernissage-order-lookup')
      .sign(keys.secret);
    for (const token of [foreign, unsigned, altered, otherAudience, 'garbage', '']) {
      expect(await verifyAccessToken(keys, token)).toBeUndefined();
    }
  });
});

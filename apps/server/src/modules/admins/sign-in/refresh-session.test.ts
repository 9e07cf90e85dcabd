import { adminAccountEndpoints, REFRESH_HEADER } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const header = { [REFRESH_HEADER.name]: REFRESH_HEADER.value };

/** The refresh cookie a sign-in set, as `name=value`, and its attributes. */
function refreshCookieOf(answer: { headers: Record<string, unknown> }) {
  const raw = [answer.headers['set-cookie']].flat().find((c) => String(c).startsWith('vernissage_admin_refresh='));
  const text = String(raw ?? '');
  return { pair: text.split(';')[0] ?? '', attributes: text.split(';').map((a) => a.trim()) };
}

for (const dialect of dialects) {
  describe(`the access token in memory and the refresh cookie on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();
    const refresh = (cookie: string | undefined, headers: Record<string, string> = header) =>
      callEndpoint(t.app, adminAccountEndpoints.refresh, { headers: { ...headers, ...(cookie ? { cookie } : {}) } });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock, { publicUrl: 'https://gallery.example' });
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('answers a short-lived access token and sets an HttpOnly, Secure, SameSite=Strict cookie for /api/admin', async () => {
      const signedIn = await login(t.app, 'owner@gallery.test', PASSWORD);
      expect(signedIn).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 15 * 60 } });
      expect((signedIn.body as { access_token: string }).access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const { pair, attributes } = refreshCookieOf(signedIn);
      expect(pair).toMatch(/^vernissage_admin_refresh=.+/);
      expect(attributes).toEqual(
        expect.arrayContaining(['Path=/api/admin', 'HttpOnly', 'SameSite=Strict', 'Secure', 'Max-Age=43200']),
      );
    });

    it('gives a new access token for the cookie, only with the custom header', async () => {
      const { pair } = refreshCookieOf(await login(t.app, 'owner@gallery.test', PASSWORD));
      expect(await refresh(pair, {})).toMatchObject({ status: 403 });
      expect((await refresh(undefined)).status).toBe(401);
      clock.advance(20 * MINUTE);
      const renewed = await refresh(pair);
      expect(renewed).toMatchObject({ status: 200, body: { token_type: 'Bearer' } });
      const token = (renewed.body as { access_token: string }).access_token;
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token })).status).toBe(200);
      // The cookie is not a bearer token.
      const asBearer = pair.split('=')[1] ?? '';
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: asBearer })).status).toBe(401);
    });

    it('refreshes nothing once the session row has ended: sign-out, one session ended, every session ended', async () => {
      const start = async () => {
        const answer = await login(t.app, 'owner@gallery.test', PASSWORD);
        return { pair: refreshCookieOf(answer).pair, token: (answer.body as { access_token: string }).access_token };
      };
      const a = await start();
      const out = await callEndpoint(t.app, adminAccountEndpoints.logout, { token: a.token });
      expect(refreshCookieOf(out).attributes).toContain('Max-Age=0');
      expect((await refresh(a.pair)).status).toBe(401);

      const b = await start();
      const c = await start();
      const sessions = await callEndpoint(t.app, adminAccountEndpoints.sessions, { token: c.token });
      const other = (sessions.body as { sessions: { id: string; current: boolean }[] }).sessions.find(
        (s) => !s.current,
      );
      expect(other).toBeDefined();
      // Ending every other live session from c (b among them) ends b's cookie too.
      for (const s of (sessions.body as { sessions: { id: string; current: boolean }[] }).sessions.filter(
        (s) => !s.current,
      ))
        await callEndpoint(t.app, adminAccountEndpoints.endSession, { params: { id: s.id }, token: c.token });
      const refused = await refresh(b.pair);
      expect(refused.status).toBe(401);
      expect(refreshCookieOf(refused).attributes).toContain('Max-Age=0');
      expect((await refresh(c.pair)).status).toBe(200);
      await callEndpoint(t.app, adminAccountEndpoints.signOutEverywhere, { token: c.token });
      expect((await refresh(c.pair)).status).toBe(401);
    });

    it('ends with the idle timeout like the session it belongs to', async () => {
      const { pair } = refreshCookieOf(await login(t.app, 'owner@gallery.test', PASSWORD));
      clock.advance(31 * MINUTE);
      expect((await refresh(pair)).status).toBe(401);
    });
  });
}

describe('the refresh cookie on plain http', () => {
  it('is not Secure on this machine (development, the end-to-end tests), and is elsewhere', async () => {
    const { cookieIsSecure } = await import('../core/refresh-cookie.ts');
    expect(cookieIsSecure('http://127.0.0.1:3000')).toBe(false);
    expect(cookieIsSecure('http://localhost:3000')).toBe(false);
    expect(cookieIsSecure('https://gallery.example')).toBe(true);
    expect(cookieIsSecure('http://gallery.example')).toBe(true);
  });
});

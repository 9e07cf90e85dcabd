import { adminAccountEndpoints, type LoginBody } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, insertAdmin, login, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, requestOf } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const EMAIL = 'curator@gallery.test';
const PASSWORD = 'correct horse battery';

for (const dialect of dialects) {
  describe(`admin sign-in on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();
    const db = () => t.database.db;

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), EMAIL, PASSWORD);
    });
    afterAll(() => t.close());

    it('answers a bearer token for the right e-mail and password', async () => {
      const res = await login(t.app, EMAIL, PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('accepts the e-mail in any case and with spaces around it', async () => {
      expect((await login(t.app, '  Curator@Gallery.TEST ', PASSWORD)).status).toBe(200);
    });

    it('refuses a wrong password and an unknown e-mail with the same message', async () => {
      const wrong = await login(t.app, EMAIL, 'not the password');
      const unknown = await login(t.app, 'nobody@gallery.test', PASSWORD);
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Invalid email or password' });
      }
    });

    it.each([
      ['no body', undefined],
      ['no password', { email: EMAIL }],
      ['a blank e-mail', { email: '   ', password: PASSWORD }],
      ['an empty password', { email: EMAIL, password: '' }],
    ])('asks for both fields when given %s', async (_label, payload) => {
      const res = await callEndpoint(t.app, adminAccountEndpoints.login, { body: payload as LoginBody });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe('Email and password are required');
    });

    it('records every sign-in with its address and browser for Login History', async () => {
      const userAgent = 'Mozilla/5.0 (Vitest) Firefox/140.0';
      await login(t.app, EMAIL, 'typo', { remoteAddress: '192.0.2.44', userAgent });
      await login(t.app, EMAIL, PASSWORD, { remoteAddress: '192.0.2.45', userAgent });
      const rows = await db()
        .selectFrom('login_events')
        .select(['email', 'success', 'ip', 'user_agent', 'admin_id'])
        .where('ip', 'in', ['192.0.2.44', '192.0.2.45'])
        .orderBy('ip')
        .execute();
      expect(rows).toEqual([
        { email: EMAIL, success: 0, ip: '192.0.2.44', user_agent: userAgent, admin_id: expect.any(String) },
        { email: EMAIL, success: 1, ip: '192.0.2.45', user_agent: userAgent, admin_id: expect.any(String) },
      ]);
      const session = await db()
        .selectFrom('admin_sessions')
        .select(['ip', 'user_agent'])
        .where('ip', '=', '192.0.2.45')
        .executeTakeFirst();
      expect(session).toEqual({ ip: '192.0.2.45', user_agent: userAgent });
    });

    it('logs out by revoking the session: the same token is refused afterwards', async () => {
      const token = (await login(t.app, EMAIL, PASSWORD)).body as { access_token: string };
      const other = (await login(t.app, EMAIL, PASSWORD)).body as { access_token: string };
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: token.access_token })).status).toBe(200);
      const out = await callEndpoint(t.app, adminAccountEndpoints.logout, { token: token.access_token });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
      const after = await callEndpoint(t.app, adminAccountEndpoints.me, { token: token.access_token });
      expect(after).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
      // Only that session ends; the admin's other browser stays signed in.
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: other.access_token })).status).toBe(200);
    });

    it('refuses an access token after 15 minutes, and the session it is renewed from after 12 hours', async () => {
      const { access_token } = (await login(t.app, EMAIL, PASSWORD)).body as { access_token: string };
      clock.advance(14 * 60_000);
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: access_token })).status).toBe(200);
      clock.advance(2 * 60_000);
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: access_token })).status).toBe(401);
      // The back office renews its token from the refresh cookie; in use all along (every 20
      // minutes), only the session's 12 hours end it, not the idle timeout.
      const session = await browserSession(t.app, EMAIL, PASSWORD);
      for (let i = 0; i < 35; i++) {
        clock.advance(20 * 60_000);
        expect((await session(requestOf(adminAccountEndpoints.me))).status).toBe(200);
      }
      clock.advance(19 * 60_000);
      expect((await session(requestOf(adminAccountEndpoints.me))).status).toBe(200);
      clock.advance(2 * 60_000);
      expect((await session(requestOf(adminAccountEndpoints.me))).status).toBe(401);
    });
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type RegisteredRoute, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { signAccessToken, tokenKeys } from '../../platform/auth/tokens.ts';
import { registerErrorHandler } from '../../platform/http/error-handler.ts';
import { adminApi } from './admin-api.ts';

const PASSWORD = 'correct horse battery';
const HOUR = 3600 * 1000;

type Credential = { label: string; authorization: string | undefined };

/** Admin-only routes whose public API path lies outside /api/admin. */
const ADMIN_ONLY_ELSEWHERE = new Set(['POST /api/hero-media']);

/** Every /api/admin route the app registered, except the sign-in itself, and the admin-only ones elsewhere. */
const adminRoutes = (routes: RegisteredRoute[]) =>
  routes.filter(
    (r) =>
      (/^\/api\/admin(\/|$)/.test(r.url) && !(r.method === 'POST' && r.url === '/api/admin/login')) ||
      ADMIN_ONLY_ELSEWHERE.has(`${r.method} ${r.url}`),
  );

/** Calls each route with each credential; returns every call that did not get the guard's 401. */
async function unguarded(app: FastifyInstance, routes: RegisteredRoute[], credentials: Credential[]) {
  const leaks: string[] = [];
  for (const route of adminRoutes(routes)) {
    const url = route.url.replace(/:[^/]+/g, '1').replaceAll('*', '1');
    for (const { label, authorization } of credentials) {
      const res = await app.inject({ method: route.method, url, headers: authorization ? { authorization } : {} });
      const body = route.method === 'HEAD' ? { error: 'Unauthorized' } : res.json();
      if (res.statusCode !== 401 || body.error !== 'Unauthorized') {
        leaks.push(`${route.method} ${route.url} with ${label}: ${res.statusCode}`);
      }
    }
  }
  return leaks;
}

for (const dialect of dialects) {
  describe(`the admin guard on ${dialect.name}`, () => {
    let t: TestApp;
    let credentials: Credential[];

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'keeper@gallery.test', PASSWORD);
      await insertAdmin(t.database.db, 'leaver@gallery.test', PASSWORD);
      const live = await tokenFor(t.app, 'keeper@gallery.test', PASSWORD);
      const { sub, sid } = decodeJwt(live) as { sub: string; sid: string };
      const past = { now: () => new Date(Date.now() - 13 * HOUR) };
      const expired = await signAccessToken(tokenKeys(TEST_JWT_SECRET, past), { adminId: sub, sessionId: sid });
      const foreign = await signAccessToken(tokenKeys(`${TEST_JWT_SECRET}-not-ours`, { now: () => new Date() }), {
        adminId: sub,
        sessionId: sid,
      });
      const revoked = await tokenFor(t.app, 'keeper@gallery.test', PASSWORD);
      await call(t.app, { method: 'POST', url: '/api/admin/logout', token: revoked });
      const removed = await tokenFor(t.app, 'leaver@gallery.test', PASSWORD);
      await t.database.db.deleteFrom('admins').where('email', '=', 'leaver@gallery.test').execute();
      credentials = [
        { label: 'no token', authorization: undefined },
        { label: 'a garbage token', authorization: 'Bearer not.a.token' },
        { label: 'another scheme', authorization: `Basic ${live}` },
        { label: 'an expired token', authorization: `Bearer ${expired}` },
        { label: 'a revoked token', authorization: `Bearer ${revoked}` },
        { label: 'a token signed with another secret', authorization: `Bearer ${foreign}` },
        { label: "a removed admin's token", authorization: `Bearer ${removed}` },
      ];
      // The live token itself works, so the 401s below come from the credentials, not a broken app.
      expect((await call(t.app, { method: 'GET', url: '/api/admin/me', token: live })).status).toBe(200);
    });
    afterAll(() => t.close());

    it('walks the admin routes the server registered', () => {
      const walked = adminRoutes(t.routes).map((r) => `${r.method} ${r.url}`);
      expect(walked).toEqual(
        expect.arrayContaining([
          'POST /api/admin/logout',
          'POST /api/admin/change-password',
          'GET /api/admin/me',
          'POST /api/admin/upload-image',
          'POST /api/hero-media',
        ]),
      );
      expect(walked).not.toContain('POST /api/admin/login');
    });

    it('refuses every admin route without a live session with 401', async () => {
      expect(await unguarded(t.app, t.routes, credentials)).toEqual([]);
    });

    it('hides unknown admin paths behind the guard too', async () => {
      const res = await call(t.app, { method: 'GET', url: '/api/admin/not-a-route' });
      expect(res).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      const token = await tokenFor(t.app, 'keeper@gallery.test', PASSWORD);
      const signedIn = await call(t.app, { method: 'GET', url: '/api/admin/not-a-route', token });
      expect(signedIn).toMatchObject({ status: 404, body: { error: 'Not found: GET /api/admin/not-a-route' } });
    });
  });
}

describe('the route walk', () => {
  it('catches an admin route registered outside adminApi', async () => {
    const routes: RegisteredRoute[] = [];
    const app = Fastify({ logger: false });
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    });
    registerErrorHandler(app);
    // The guard never reaches the database for these credentials.
    const guardDeps = { db: undefined as never, clock: { now: () => new Date() }, jwtSecret: TEST_JWT_SECRET };
    await app.register(adminApi, { ...guardDeps, routes: async (api) => void api.get('/inside', async () => 'ok') });
    app.get('/api/admin/forgotten', async () => ({ secrets: true }));
    await app.ready();
    const leaks = await unguarded(app, routes, [{ label: 'no token', authorization: undefined }]);
    expect(leaks).toEqual([
      'GET /api/admin/forgotten with no token: 200',
      'HEAD /api/admin/forgotten with no token: 200',
    ]);
    await app.close();
  });
});

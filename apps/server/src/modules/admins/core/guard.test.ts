import { adminAccountEndpoints } from '@vernissage/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type RegisteredRoute, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app.ts';
import { signAccessToken, tokenKeys } from '../../../platform/auth/tokens.ts';
import { registerErrorHandler } from '../../../platform/http/error-handler.ts';
import { adminApi } from './admin-api.ts';

const PASSWORD = 'correct horse battery';
const OWNER_ONLY = 'Only an Owner can do this. Ask an Owner of the shop.';
/** The routes only an Owner may call (decision 030): administrators and the bank details. */
const OWNER_ROUTES = [
  'GET /api/admin/users',
  'HEAD /api/admin/users',
  'POST /api/admin/users',
  'PATCH /api/admin/users/:id',
  'DELETE /api/admin/users/:id',
  'GET /api/admin/payment-details',
  'HEAD /api/admin/payment-details',
  'POST /api/admin/payment-details',
  'PUT /api/admin/payment-details',
  'PUT /api/admin/shop-settings',
  'GET /api/admin/payouts',
  'HEAD /api/admin/payouts',
  'GET /api/admin/payouts/export.csv',
  'HEAD /api/admin/payouts/export.csv',
  'GET /api/admin/payouts/:artistId',
  'HEAD /api/admin/payouts/:artistId',
  'GET /api/admin/payouts/:artistId/statement.pdf',
  'HEAD /api/admin/payouts/:artistId/statement.pdf',
  'POST /api/admin/payouts/:artistId/statement',
  'POST /api/admin/payouts/:artistId/payouts',
];
/** Staff routes the walk does not call with a live Staff token: they would end its session. */
const ENDS_SESSION = new Set([
  'POST /api/admin/logout',
  'POST /api/admin/change-password',
  'POST /api/admin/sessions/sign-out-everywhere',
]);
const HOUR = 3600 * 1000;

type Credential = { label: string; authorization: string | undefined };

/** Admin-only routes whose public API path lies outside /api/admin. */
const ADMIN_ONLY_ELSEWHERE = new Set(['POST /api/hero-media']);

// Outside the guard: the sign-in, and the refresh, whose credential is the HttpOnly cookie (decision 053).
const UNGUARDED = new Set(['POST /api/admin/login', 'POST /api/admin/session/refresh']);

/** Every /api/admin route the app registered, except the sign-in and refresh, and the admin-only ones elsewhere. */
const adminRoutes = (routes: RegisteredRoute[]) =>
  routes.filter(
    (r) =>
      (/^\/api\/admin(\/|$)/.test(r.url) && !UNGUARDED.has(`${r.method} ${r.url}`)) ||
      ADMIN_ONLY_ELSEWHERE.has(`${r.method} ${r.url}`),
  );

const sampleUrl = (route: RegisteredRoute) => route.url.replace(/:[^/]+/g, '1').replaceAll('*', '1');
const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/** Calls each route with a live Staff token; returns every answer that differs from the declared role's. */
async function roleLeaks(app: FastifyInstance, routes: RegisteredRoute[], staffToken: string) {
  const leaks: string[] = [];
  for (const route of adminRoutes(routes)) {
    if (ENDS_SESSION.has(key(route))) continue;
    const res = await app.inject({
      method: route.method,
      url: sampleUrl(route),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const refused = res.statusCode === 403 && (route.method === 'HEAD' || res.json().error === OWNER_ONLY);
    if (refused !== (route.role === 'owner')) leaks.push(`${key(route)} (${route.role}): ${res.statusCode}`);
  }
  return leaks;
}

/** Calls each route with each credential; returns every call that did not get the guard's 401. */
async function unguarded(app: FastifyInstance, routes: RegisteredRoute[], credentials: Credential[]) {
  const leaks: string[] = [];
  for (const route of adminRoutes(routes)) {
    const url = sampleUrl(route);
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
    let staff: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'keeper@gallery.test', PASSWORD);
      await insertAdmin(t.database.db, 'leaver@gallery.test', PASSWORD);
      const staffId = await insertAdmin(t.database.db, 'clerk@gallery.test', PASSWORD);
      await t.database.db.updateTable('admins').set({ role: 'staff' }).where('id', '=', staffId).execute();
      staff = await tokenFor(t.app, 'clerk@gallery.test', PASSWORD);
      const live = await tokenFor(t.app, 'keeper@gallery.test', PASSWORD);
      const { sub, sid } = decodeJwt(live) as { sub: string; sid: string };
      const past = { now: () => new Date(Date.now() - 13 * HOUR) };
      const expired = await signAccessToken(tokenKeys(TEST_JWT_SECRET, past), { adminId: sub, sessionId: sid });
      const foreign = await signAccessToken(tokenKeys(`${TEST_JWT_SECRET}-not-ours`, { now: () => new Date() }), {
        adminId: sub,
        sessionId: sid,
      });
      const revoked = await tokenFor(t.app, 'keeper@gallery.test', PASSWORD);
      await callEndpoint(t.app, adminAccountEndpoints.logout, { token: revoked });
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
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token: live })).status).toBe(200);
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
      expect(walked).not.toContain('POST /api/admin/session/refresh');
    });

    it('refuses every admin route without a live session with 401', async () => {
      expect(await unguarded(t.app, t.routes, credentials)).toEqual([]);
    });

    it('knows the role every admin route needs, and only the Owner routes need an Owner', () => {
      const routes = adminRoutes(t.routes);
      expect(routes.filter((r) => r.role !== 'owner' && r.role !== 'staff').map(key)).toEqual([]);
      expect(routes.filter((r) => r.role === 'owner').map(key)).toEqual(expect.arrayContaining(OWNER_ROUTES));
      expect(routes.filter((r) => r.role === 'owner')).toHaveLength(OWNER_ROUTES.length);
    });

    it('refuses a Staff member every Owner route with 403, and no Staff route', async () => {
      expect(await roleLeaks(t.app, t.routes, staff)).toEqual([]);
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
  it('stops the start when a guarded route declares no role', async () => {
    const app = Fastify({ logger: false });
    const guardDeps = { db: undefined as never, clock: { now: () => new Date() }, jwtSecret: TEST_JWT_SECRET };
    await expect(
      app.register(adminApi, { ...guardDeps, routes: async (api) => void api.get('/undeclared', async () => 'ok') }),
    ).rejects.toThrow("GET /api/admin/undeclared declares no role: give its contract endpoint role: 'owner' | 'staff'");
    await app.close();
  });

  it('catches an admin route registered outside adminApi', async () => {
    const routes: RegisteredRoute[] = [];
    const app = Fastify({ logger: false });
    app.addHook('onRoute', (r) => {
      for (const method of [r.method].flat()) routes.push({ method, url: r.url });
    });
    registerErrorHandler(app);
    // The guard never reaches the database for these credentials.
    const guardDeps = { db: undefined as never, clock: { now: () => new Date() }, jwtSecret: TEST_JWT_SECRET };
    await app.register(adminApi, {
      ...guardDeps,
      routes: async (api) => void api.get('/inside', { config: { role: 'staff' } }, async () => 'ok'),
    });
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

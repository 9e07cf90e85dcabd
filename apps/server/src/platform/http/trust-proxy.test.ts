import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TrustProxy } from './trust-proxy.ts';

const PASSWORD = 'correct horse battery';

/** The address Login History records for a sign-in arriving from `peer` with this X-Forwarded-For. */
async function recordedAddress(t: TestApp, peer: string, forwardedFor: string): Promise<string> {
  const login = await call(t.app, {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'owner@gallery.test', password: PASSWORD },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const token = (login.body as { access_token: string }).access_token;
  const history = await call(t.app, { method: 'GET', url: '/api/admin/login-history', token });
  return (history.body as { events: { ip: string }[] }).events[0]?.ip ?? '';
}

const cases: { trust: TrustProxy; peer: string; forwarded: string; seen: string; why: string }[] = [
  {
    trust: 1,
    peer: '127.0.0.1',
    forwarded: '6.6.6.6, 203.0.113.9',
    seen: '203.0.113.9',
    why: 'one proxy: the address it saw, not one the client wrote before it',
  },
  { trust: 2, peer: '10.0.0.2', forwarded: '6.6.6.6, 203.0.113.9, 10.0.0.1', seen: '203.0.113.9', why: 'two proxies' },
  {
    trust: ['127.0.0.1'],
    peer: '127.0.0.1',
    forwarded: '6.6.6.6, 203.0.113.9',
    seen: '203.0.113.9',
    why: 'a listed proxy',
  },
  {
    trust: ['10.0.0.0/8'],
    peer: '198.51.100.4',
    forwarded: '203.0.113.9',
    seen: '198.51.100.4',
    why: 'a peer not listed',
  },
  { trust: false, peer: '198.51.100.5', forwarded: '203.0.113.9', seen: '198.51.100.5', why: 'no proxy' },
];

for (const dialect of dialects) {
  describe(`TRUST_PROXY on ${dialect.name}`, () => {
    const apps: TestApp[] = [];
    beforeAll(async () => {
      for (const c of cases) {
        const t = await createTestApp(dialect, undefined, { trustProxy: c.trust });
        await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
        apps.push(t);
      }
    });
    afterAll(async () => {
      for (const t of apps) await t.close();
    });

    it.each(cases.map((c, i) => [c.why, i] as const))('takes the client address right: %s', async (_, i) => {
      const c = cases[i];
      const t = apps[i];
      if (!c || !t) throw new Error('missing case');
      expect(await recordedAddress(t, c.peer, c.forwarded)).toBe(c.seen);
    });
  });
}

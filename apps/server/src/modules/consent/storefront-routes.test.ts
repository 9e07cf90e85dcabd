import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Public addresses the offline database places in Kenya and the United Kingdom.
const NAIROBI = '41.90.64.1';
const LONDON = '81.2.69.142';

for (const dialect of dialects) {
  describe(`cookie consent API on ${dialect.name}`, () => {
    let t: TestApp;
    let behindCdn: TestApp;
    let client = 0;
    const acceptOn =
      (app: () => TestApp) =>
      (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.4.0.${++client}`) =>
        app().app.inject({
          method: 'POST',
          url: '/api/cookies/accept',
          payload: payload as object,
          headers,
          remoteAddress,
        });
    const accept = acceptOn(() => t);
    const acceptBehindCdn = acceptOn(() => behindCdn);
    const consents = (app = t) =>
      app.database.db
        .selectFrom('cookie_consents')
        .select(['necessary', 'analytics', 'marketing', 'country', 'email'])
        .execute();

    beforeAll(async () => {
      t = await createTestApp(dialect);
      behindCdn = await createTestApp(dialect, undefined, { countryHeader: 'CF-IPCountry' });
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('cookie_consents').execute();
      await behindCdn.database.db.deleteFrom('cookie_consents').execute();
    });
    afterAll(async () => {
      await t.close();
      await behindCdn.close();
    });

    it('stores Accept All with the country of the client address from the offline database', async () => {
      const res = await accept({ necessary: true, analytics: true, marketing: true }, {}, NAIROBI);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await accept({ analytics: false }, {}, LONDON);
      expect(await consents()).toEqual([
        { necessary: 1, analytics: 1, marketing: 1, country: 'KE', email: null },
        { necessary: 1, analytics: 0, marketing: 0, country: 'GB', email: null },
      ]);
    });

    it('keeps the country but never the address itself', async () => {
      await accept({ analytics: true }, {}, NAIROBI);
      const row = await t.database.db.selectFrom('cookie_consents').selectAll().executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(NAIROBI);
      expect(JSON.stringify(row)).not.toContain('41.90');
    });

    it('takes the country from the configured proxy header when there is one', async () => {
      await acceptBehindCdn({ analytics: true }, { 'cf-ipcountry': 'jp' }, LONDON);
      await acceptBehindCdn({ analytics: true }, { 'cf-ipcountry': 'XX' }, LONDON);
      await acceptBehindCdn({ analytics: true }, {}, '127.0.0.1');
      expect((await consents(behindCdn)).map((c) => c.country)).toEqual(['JP', 'GB', '']);
    });

    it('ignores country headers nobody configured, a country, and a refusal of necessary cookies in the body', async () => {
      await accept(
        { necessary: false, analytics: false, marketing: true, country: 'FR' },
        { 'cf-ipcountry': 'DE', 'x-country-code': 'de' },
        LONDON,
      );
      expect(await consents()).toEqual([{ necessary: 1, analytics: 0, marketing: 1, country: 'GB', email: null }]);
    });

    it('stores an unknown country as empty for loopback and private addresses', async () => {
      await accept({ necessary: true, analytics: false, marketing: false }, {}, '127.0.0.1');
      await accept({ necessary: true, analytics: false, marketing: false }, {}, '::1');
      await accept({ necessary: true, analytics: false, marketing: false }, {}, '192.168.1.20');
      expect((await consents()).map((c) => c.country)).toEqual(['', '', '']);
    });

    it('links the choice to the guest e-mail the browser sent, trimmed and in lower case', async () => {
      await accept({ analytics: true, marketing: false, email: '  Collector@Example.COM ' }, {}, NAIROBI);
      expect(await consents()).toEqual([
        { necessary: 1, analytics: 1, marketing: 0, country: 'KE', email: 'collector@example.com' },
      ]);
    });

    it.each([
      ['not an address', 'collector'],
      ['empty', ''],
      ['several addresses', 'a@example.com,b@example.com'],
      ['longer than an address can be', `${'a'.repeat(300)}@example.com`],
      ['not text', 42],
    ])('refuses an e-mail that is %s, and records nothing', async (_case, email) => {
      const res = await accept({ analytics: true, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('email must be an e-mail address');
      expect(await consents()).toHaveLength(0);
    });

    it("keeps one row per browser: a browser's new choice replaces its last one", async () => {
      const browserId = 'b7a1c9e0-4f3d-4c2a-9e1b-3d5f7a9c1e2b';
      expect((await accept({ analytics: true, marketing: true, browserId }, {}, NAIROBI)).statusCode).toBe(200);
      expect((await accept({ analytics: false, marketing: false, browserId }, {}, LONDON)).statusCode).toBe(200);
      await accept({ analytics: true, browserId: 'another-browser-0000000001' }, {}, NAIROBI);
      const rows = await t.database.db
        .selectFrom('cookie_consents')
        .select(['browser_id', 'analytics', 'marketing', 'country'])
        .orderBy('browser_id')
        .execute();
      expect(rows).toEqual([
        { browser_id: 'another-browser-0000000001', analytics: 1, marketing: 0, country: 'KE' },
        { browser_id: browserId, analytics: 0, marketing: 0, country: 'GB' },
      ]);
      for (const bad of ['short', 'x'.repeat(65), 'has spaces in it, too many', 42]) {
        expect((await accept({ analytics: true, browserId: bad })).statusCode).toBe(400);
      }
    });

    it('takes absent choices as refused', async () => {
      await accept({});
      expect(await consents()).toEqual([{ necessary: 1, analytics: 0, marketing: 0, country: '', email: null }]);
    });

    it('refuses choices that are not booleans', async () => {
      const res = await accept({ necessary: true, analytics: 'yes', marketing: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('analytics must be true or false');
      expect(await consents()).toHaveLength(0);
    });

    it('answers 429 after twenty choices a minute from one client', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await accept({ analytics: true }, {}, '10.4.9.9')).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
      expect(codes[20]).toBe(429);
      const res = await accept({ analytics: true }, {}, '10.4.9.9');
      expect(res.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect(await consents()).toHaveLength(20);
    });
  });
}

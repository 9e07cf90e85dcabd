import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

for (const dialect of dialects) {
  describe(`cookie consent API on ${dialect.name}`, () => {
    let t: TestApp;
    let client = 0;
    const accept = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `10.4.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/cookies/accept', payload: payload as object, headers, remoteAddress });
    const consents = () =>
      t.database.db
        .selectFrom('cookie_consents')
        .select(['necessary', 'analytics', 'marketing', 'country', 'email'])
        .execute();

    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('cookie_consents').execute();
    });
    afterAll(() => t.close());

    it('stores Accept All with the country from the trusted header', async () => {
      const res = await accept({ necessary: true, analytics: true, marketing: true }, { 'cf-ipcountry': 'KE' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await consents()).toEqual([{ necessary: 1, analytics: 1, marketing: 1, country: 'KE', email: null }]);
    });

    it('ignores a country, an e-mail and a refusal of necessary cookies sent in the body', async () => {
      await accept(
        { necessary: false, analytics: false, marketing: true, country: 'FR', email: 'spy@example.com' },
        { 'x-country-code': 'de' },
      );
      expect(await consents()).toEqual([{ necessary: 1, analytics: 0, marketing: 1, country: 'DE', email: null }]);
    });

    it('stores an unknown country as empty when no trusted header holds a valid code', async () => {
      await accept({ necessary: true, analytics: false, marketing: false });
      await accept({ necessary: true, analytics: false, marketing: false }, { 'cf-ipcountry': 'XX' });
      expect((await consents()).map((c) => c.country)).toEqual(['', '']);
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

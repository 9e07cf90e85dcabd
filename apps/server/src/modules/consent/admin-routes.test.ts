import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recordConsent } from './service.ts';

const PASSWORD = 'correct horse battery';
type Users = {
  users: { email: string | null; emailVerified: boolean; country: string; date: string }[];
  total: number;
};

for (const dialect of dialects) {
  describe(`admin cookie consents API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const get = (url: string, withToken = true): Promise<Answer> =>
      call(t.app, { method: 'GET', url, ...(withToken ? { token } : {}) });
    const record = (at: string, country: string, analytics: boolean, marketing: boolean, email?: string) =>
      recordConsent(
        { db: t.database.db, clock: { now: () => new Date(at) } },
        { analytics, marketing, ...(email ? { email } : {}) },
        country,
      );

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('cookie_consents').execute();
      await record('2026-03-01T08:00:00.000Z', 'KE', true, true, 'wanjiru@example.com');
      await record('2026-03-01T23:59:59.000Z', 'KE', true, false);
      await record('2026-03-02T00:00:00.000Z', 'GB', false, false);
      await record('2026-03-04T10:30:00.000Z', '', false, true);
      await record('2026-03-04T11:00:00.000Z', 'KE', false, false);
    });
    afterAll(() => t.close());

    it.each([
      '/api/admin/cookies/users',
      '/api/admin/cookies/analytics',
      '/api/admin/cookies/analytics/country',
      '/api/admin/cookies/analytics/date',
    ])('answers 401 without a token on %s', async (url) => {
      const res = await get(url, false);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String) });
    });

    it('counts every choice and the yeses to analytics and marketing', async () => {
      expect((await get('/api/admin/cookies/analytics')).body).toEqual({ total: 5, analytics: 2, marketing: 2 });
    });

    it('counts nothing on an empty table', async () => {
      await t.database.db.deleteFrom('cookie_consents').execute();
      expect((await get('/api/admin/cookies/analytics')).body).toEqual({ total: 0, analytics: 0, marketing: 0 });
      expect((await get('/api/admin/cookies/analytics/country')).body).toEqual({ by_country: [] });
      expect((await get('/api/admin/cookies/analytics/date')).body).toEqual({ by_date: [] });
      expect((await get('/api/admin/cookies/users')).body).toEqual({ users: [], total: 0 });
    });

    it('groups by country, the most first, with unknown as an empty code', async () => {
      expect((await get('/api/admin/cookies/analytics/country')).body).toEqual({
        by_country: [
          { _id: 'KE', count: 3 },
          { _id: '', count: 1 },
          { _id: 'GB', count: 1 },
        ],
      });
    });

    it('groups by UTC day, oldest first', async () => {
      expect((await get('/api/admin/cookies/analytics/date')).body).toEqual({
        by_date: [
          { _id: '2026-03-01', count: 2 },
          { _id: '2026-03-02', count: 1 },
          { _id: '2026-03-04', count: 2 },
        ],
      });
    });

    it('lists the choices newest first with e-mail, country, date and both answers', async () => {
      const res = await get('/api/admin/cookies/users');
      expect(res.status).toBe(200);
      const { users, total } = res.body as Users;
      expect(total).toBe(5);
      expect(users.map((u) => u.date)).toEqual([
        '2026-03-04T11:00:00.000Z',
        '2026-03-04T10:30:00.000Z',
        '2026-03-02T00:00:00.000Z',
        '2026-03-01T23:59:59.000Z',
        '2026-03-01T08:00:00.000Z',
      ]);
      expect(users[4]).toEqual({
        _id: expect.any(String),
        email: 'wanjiru@example.com',
        emailVerified: false,
        country: 'KE',
        date: '2026-03-01T08:00:00.000Z',
        analytics: true,
        marketing: true,
      });
      expect(users[1]).toMatchObject({ email: null, country: '', analytics: false, marketing: true });
    });

    it('marks an address verified only once its newsletter subscription is confirmed', async () => {
      const verified = async () =>
        ((await get('/api/admin/cookies/users')).body as Users).users.find((u) => u.email === 'wanjiru@example.com')
          ?.emailVerified;
      expect(await verified()).toBe(false);
      const subscriber = {
        id: 'sub-wanjiru',
        email: 'wanjiru@example.com',
        unsubscribe_token: 'tok-wanjiru',
        created_at: '2026-03-01T08:00:00.000Z',
      };
      await t.database.db
        .insertInto('newsletter_subscribers')
        .values({ ...subscriber, status: 'pending' })
        .execute();
      expect(await verified()).toBe(false);
      await t.database.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'subscribed' })
        .where('id', '=', subscriber.id)
        .execute();
      expect(await verified()).toBe(true);
      await t.database.db.deleteFrom('newsletter_subscribers').where('id', '=', subscriber.id).execute();
    });

    it('pages with skip and limit, and reports the total of all pages', async () => {
      const first = (await get('/api/admin/cookies/users?skip=0&limit=2')).body as Users;
      const second = (await get('/api/admin/cookies/users?skip=2&limit=2')).body as Users;
      const last = (await get('/api/admin/cookies/users?skip=4&limit=2')).body as Users;
      const beyond = (await get('/api/admin/cookies/users?skip=40&limit=2')).body as Users;
      expect([first, second, last, beyond].map((p) => [p.users.length, p.total])).toEqual([
        [2, 5],
        [2, 5],
        [1, 5],
        [0, 5],
      ]);
      const dates = [...first.users, ...second.users, ...last.users].map((u) => u.date);
      expect(new Set(dates).size).toBe(5);
    });

    it('gives fifty at most without a limit', async () => {
      for (let i = 0; i < 52; i++)
        await record(`2026-02-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`, 'JP', true, false);
      const page = (await get('/api/admin/cookies/users')).body as Users;
      expect(page.users).toHaveLength(50);
      expect(page.total).toBe(57);
    });

    it.each([
      ['skip=-1', 'skip must be a whole number of 0 or more'],
      ['skip=1.5', 'skip must be a whole number of 0 or more'],
      ['skip=many', 'skip must be a whole number of 0 or more'],
      ['limit=0', 'limit must be a whole number between 1 and 200'],
      ['limit=201', 'limit must be a whole number between 1 and 200'],
      ['limit=ten', 'limit must be a whole number between 1 and 200'],
    ])('refuses %s with 400', async (query, error) => {
      const res = await get(`/api/admin/cookies/users?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error });
    });
  });
}

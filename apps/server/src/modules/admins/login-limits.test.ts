import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, testClock } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newId } from '../../platform/ids.ts';
import { TOO_MANY_ATTEMPTS } from './login-limits.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

for (const dialect of dialects) {
  describe(`sign-in rate limits on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      for (const who of ['anna', 'ben', 'cleo', 'dev'])
        await insertAdmin(t.database.db, `${who}@gallery.test`, PASSWORD);
    });
    afterAll(() => t.close());

    /** A failed attempt recorded by another process sharing the database. */
    const failureElsewhere = (email: string, ip: string, minutesAgo: number) =>
      t.database.db
        .insertInto('login_events')
        .values({
          id: newId(),
          admin_id: null,
          email,
          success: 0,
          ip,
          user_agent: 'elsewhere',
          created_at: new Date(clock.now().getTime() - minutesAgo * MINUTE).toISOString(),
        })
        .execute();

    it('locks one e-mail after 5 failures in 15 minutes, from any address, even with the right password', async () => {
      for (let i = 0; i < 5; i++) expect((await login(t.app, 'anna@gallery.test', 'wrong')).status).toBe(401);
      const locked = await login(t.app, 'ANNA@gallery.test', PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
      // Other accounts are not affected.
      expect((await login(t.app, 'ben@gallery.test', PASSWORD)).status).toBe(200);
    });

    it('opens again once the oldest failure leaves the 15-minute window', async () => {
      for (let i = 0; i < 4; i++) await failureElsewhere('cleo@gallery.test', `192.0.2.${i + 10}`, 14);
      await failureElsewhere('cleo@gallery.test', '192.0.2.20', 2);
      const locked = await login(t.app, 'cleo@gallery.test', PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(60);
      clock.advance(MINUTE + 1000);
      expect((await login(t.app, 'cleo@gallery.test', PASSWORD)).status).toBe(200);
    });

    it('locks one address after 20 failures in 15 minutes, counted across processes', async () => {
      const ip = '203.0.113.77';
      for (let i = 0; i < 19; i++) await failureElsewhere(`guess${i}@gallery.test`, ip, 10);
      expect((await login(t.app, 'someone@gallery.test', 'wrong', { remoteAddress: ip })).status).toBe(401);
      const locked = await login(t.app, 'dev@gallery.test', PASSWORD, { remoteAddress: ip });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // The same admin from another address still signs in.
      expect((await login(t.app, 'dev@gallery.test', PASSWORD, { remoteAddress: '203.0.113.78' })).status).toBe(200);
    });

    it('caps a burst of attempts from one address within a minute', async () => {
      const ip = '203.0.113.99';
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push(await login(t.app, `burst${i}@gallery.test`, 'x', { remoteAddress: ip }));
      expect(answers.slice(0, 10).every((a) => a.status === 401)).toBe(true);
      expect(answers[10]?.status).toBe(429);
      expect(answers[10]?.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      expect(answers[10]?.headers['retry-after']).toBeDefined();
    });
  });
}

import { adminAccountEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, testClock, turnOnTwoFactor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { clientKey } from '../../../platform/http/client-key.ts';
import { newId } from '../../../platform/ids.ts';
import { THROTTLED, TOO_MANY_ATTEMPTS } from '../core/login-limits.ts';
import { codeAt, newTotpSecret } from '../core/totp.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;

for (const dialect of dialects) {
  describe(`sign-in rate limits on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      for (const who of ['anna', 'ben', 'cleo', 'dev', 'eve', 'fay', 'gus', 'hal', 'ida'])
        await insertAdmin(t.database.db, `${who}@gallery.test`, PASSWORD);
    });
    afterAll(() => t.close());

    const failures = async (email: string) =>
      (
        await t.database.db
          .selectFrom('login_events')
          .select('id')
          .where('email', '=', email)
          .where('success', '=', 0)
          .execute()
      ).length;

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
          client_key: clientKey(ip),
          user_agent: 'elsewhere',
          created_at: new Date(clock.now().getTime() - minutesAgo * MINUTE).toISOString(),
        })
        .execute();

    it('stops one client after 5 failures for one account, while the owner elsewhere still signs in', async () => {
      const stranger = '203.0.113.5';
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, 'anna@gallery.test', 'wrong', { remoteAddress: stranger })).status).toBe(401);
      const locked = await login(t.app, 'ANNA@gallery.test', PASSWORD, { remoteAddress: stranger });
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ error: TOO_MANY_ATTEMPTS });
      expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
      // The stranger cannot lock the owner out: from the owner's own address the right password works.
      expect((await login(t.app, 'anna@gallery.test', PASSWORD, { remoteAddress: '198.51.100.20' })).status).toBe(200);
      expect((await login(t.app, 'ben@gallery.test', PASSWORD, { remoteAddress: stranger })).status).toBe(200);
    });

    it('opens again once the oldest failure leaves the 15-minute window', async () => {
      const ip = '192.0.2.10';
      for (let i = 0; i < 4; i++) await failureElsewhere('cleo@gallery.test', ip, 14);
      await failureElsewhere('cleo@gallery.test', ip, 2);
      const locked = await login(t.app, 'cleo@gallery.test', PASSWORD, { remoteAddress: ip });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBe(60);
      clock.advance(MINUTE + 1000);
      expect((await login(t.app, 'cleo@gallery.test', PASSWORD, { remoteAddress: ip })).status).toBe(200);
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

    it('counts every address of one IPv6 /64 as one client, for one account and for many', async () => {
      const within = (n: number) => `2001:db8:5:6:${n.toString(16)}::1`;
      for (let i = 0; i < 5; i++)
        expect((await login(t.app, 'hal@gallery.test', 'wrong', { remoteAddress: within(i) })).status).toBe(401);
      // A sixth address in the same /64 is the same client: refused, even with the right password.
      expect(await login(t.app, 'hal@gallery.test', PASSWORD, { remoteAddress: within(99) })).toMatchObject({
        status: 429,
        body: { error: TOO_MANY_ATTEMPTS },
      });
      // The neighbouring /64 is another client.
      expect((await login(t.app, 'hal@gallery.test', PASSWORD, { remoteAddress: '2001:db8:5:7::1' })).status).toBe(200);

      for (let i = 0; i < 19; i++) await failureElsewhere(`v6guess${i}@gallery.test`, within(200 + i), 5);
      expect(await login(t.app, 'ida@gallery.test', PASSWORD, { remoteAddress: within(300) })).toMatchObject({
        status: 429,
        body: { error: TOO_MANY_ATTEMPTS },
      });
    });

    it('reserves each attempt before Argon2: wrong passwords sent at once from one client, at most 5 checked', async () => {
      // Nine at once: under the in-process burst cap (10), so only the database reservation stops them.
      const ip = '203.0.113.40';
      const answers = await Promise.all(
        Array.from({ length: 9 }, () => login(t.app, 'eve@gallery.test', 'wrong', { remoteAddress: ip })),
      );
      const checked = answers.filter((a) => a.status === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(9 - checked);
      expect(await failures('eve@gallery.test')).toBe(checked);
    });

    it('checks at most 10 of 20 wrong passwords sent at once from 20 addresses, then slows the account down', async () => {
      clock.advance(16 * MINUTE);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          login(t.app, 'fay@gallery.test', 'wrong', { remoteAddress: `203.0.113.${100 + i}` }),
        ),
      );
      const checked = answers.filter((a) => a.status === 401).length;
      expect(checked).toBeLessThanOrEqual(10);
      expect(await failures('fay@gallery.test')).toBe(checked);
      const slowed = answers.find((a) => a.status === 429);
      expect(slowed?.body).toEqual({ error: THROTTLED });
      // The right password alone waits for the delay too, then gets through.
      const owner = '198.51.100.30';
      const waiting = await login(t.app, 'fay@gallery.test', PASSWORD, { remoteAddress: owner });
      expect(waiting).toMatchObject({ status: 429, body: { error: THROTTLED } });
      clock.advance(Number(waiting.headers['retry-after']) * 1000);
      expect((await login(t.app, 'fay@gallery.test', PASSWORD, { remoteAddress: owner })).status).toBe(200);
      // The account's owner hears of it, once however often the lock holds.
      const notices = await t.database.db
        .selectFrom('jobs')
        .select('payload')
        .where('dedupe_key', 'like', 'sign-in-throttled:%')
        .execute();
      expect(notices).toHaveLength(1);
      expect(JSON.parse(notices[0]?.payload ?? '{}')).toMatchObject({
        to: 'fay@gallery.test',
        subject: 'Sign-ins to your account are being slowed down',
      });
    });

    it('lets the right password and code through the soft lock, and tells a guess with a code nothing', async () => {
      clock.advance(16 * MINUTE);
      const secret = newTotpSecret();
      await turnOnTwoFactor(t.database.db, 'gus@gallery.test', secret);
      for (let i = 0; i < 12; i++) await failureElsewhere('gus@gallery.test', `192.0.2.${100 + i}`, 0);
      const owner = '198.51.100.31';
      const withCode = (password: string, code: string) =>
        callEndpoint(t.app, adminAccountEndpoints.login, {
          body: { email: 'gus@gallery.test', password, code },
          remoteAddress: owner,
        });
      expect((await login(t.app, 'gus@gallery.test', PASSWORD, { remoteAddress: owner })).status).toBe(429);
      const wrongCode = String((Number(codeAt(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
      expect(await withCode('a guess', codeAt(secret, clock.now()))).toMatchObject({
        status: 429,
        body: { error: THROTTLED },
      });
      expect(await withCode(PASSWORD, wrongCode)).toMatchObject({ status: 429, body: { error: THROTTLED } });
      const through = await withCode(PASSWORD, codeAt(secret, clock.now()));
      expect(through.status).toBe(200);
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

import {
  adminAccountEndpoints,
  adminPaymentDetailsEndpoints as paymentDetails,
  type ReauthenticateBody,
} from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Answer,
  browserSession,
  type call,
  insertAdmin,
  testClock,
  turnOnTwoFactor,
} from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { requestOf } from '../../../../test/endpoint-call.ts';
import { queuedMails } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { codeAt, newTotpSecret } from '../core/totp.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const details = {
  bankName: 'Equity Bank',
  accountName: 'Vernissage Ltd',
  accountNumber: '0123456789',
  routingNumber: '021000021',
};

for (const dialect of dialects) {
  describe(`sudo mode for payment details on ${dialect.name}`, () => {
    let t: TestApp;
    let session: (options: Parameters<typeof call>[1]) => Promise<Answer>;
    const clock = testClock('2026-03-02T09:00:00.000Z');
    const db = () => t.database.db;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => session(options);
    // One client holds the (stolen) token: the limits count per account and client.
    let client = '198.51.100.5';
    const reauth = (body: ReauthenticateBody) =>
      as(requestOf(adminAccountEndpoints.reauthenticate, { body, remoteAddress: client }));
    const save = (accountNumber: string) =>
      as(
        requestOf(paymentDetails.update, {
          body: { ...details, accountNumber, iban: 'KE12 3456 7890 1234' },
        }),
      );

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      const quiet = await insertAdmin(db(), 'owner@gallery.test', PASSWORD);
      await db().updateTable('admins').set({ notify_payment_alerts: 0 }).where('id', '=', quiet).execute();
    });
    beforeEach(async () => {
      await db().deleteFrom('jobs').execute();
      await db().deleteFrom('login_events').execute();
      session = await browserSession(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('lets a fresh sign-in change the details and tells every admin what changed', async () => {
      expect((await as(requestOf(paymentDetails.create, { body: details }))).status).toBe(201);
      await db().deleteFrom('jobs').execute();
      clock.advance(9 * MINUTE);
      expect((await save('9988776655')).status).toBe(200);
      const mails = await queuedMails(db());
      expect(mails.map((m) => m.to).sort()).toEqual(['curator@gallery.test', 'owner@gallery.test']);
      const text = mails[0]?.text ?? '';
      expect(text).toContain("curator@gallery.test changed the gallery's payment details");
      expect(text).toContain('- accountNumber: •••• 6789 → •••• 6655');
      expect(text).toContain('- iban: (empty) → •••• 1234');
      expect(text).not.toContain('9988776655');
      expect(text).not.toContain('bankName');
      // Saving the same values again changes nothing and tells no one.
      await db().deleteFrom('jobs').execute();
      expect((await save('9988776655')).status).toBe(200);
      expect(await queuedMails(db())).toEqual([]);
    });

    it('refuses a change 10 minutes after sign-in until the password is entered again', async () => {
      clock.advance(10 * MINUTE);
      const refused = await save('1111222233');
      expect(refused).toMatchObject({ status: 403, body: { error: 'Recent sign-in required', reauth: true } });
      expect((await as(requestOf(paymentDetails.create, { body: details }))).status).toBe(403);
      expect((await as(requestOf(paymentDetails.get))).status).toBe(200);
      expect(await queuedMails(db())).toEqual([]);
      const stored = await db().selectFrom('payment_details').select('account_number').executeTakeFirstOrThrow();
      expect(stored.account_number).not.toBe('1111222233');

      expect(await reauth({ password: 'wrong password' })).toMatchObject({
        status: 400,
        body: { error: 'Invalid password' },
      });
      expect((await save('1111222233')).status).toBe(403);
      // No password at all: the API refuses what the types would.
      expect((await reauth({} as ReauthenticateBody)).status).toBe(400);
      const ok = await reauth({ password: PASSWORD });
      expect(ok).toMatchObject({
        status: 200,
        body: { success: true, sudoUntil: new Date(clock.now().getTime() + 10 * MINUTE).toISOString() },
      });
      expect((await save('1111222233')).status).toBe(200);
      clock.advance(10 * MINUTE);
      expect((await save('4444555566')).status).toBe(403);
    });

    it('counts wrong passwords as failed sign-ins and stops them at the limit', async () => {
      clock.advance(11 * MINUTE);
      for (let i = 0; i < 5; i += 1) expect((await reauth({ password: `guess ${i}` })).status).toBe(400);
      const limited = await reauth({ password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      clock.advance(16 * MINUTE);
    });

    it('reserves each attempt before checking it: 9 wrong passwords at once, at most 5 checked', async () => {
      clock.advance(16 * MINUTE);
      client = '198.51.100.6'; // a client of its own, away from the in-process burst cap's count
      // Nine: under the in-process burst cap (10), so only the database reservation stops them.
      const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => reauth({ password: `guess ${i}` })));
      const checked = answers.filter((a) => a.status === 400).length;
      expect(checked).toBeLessThanOrEqual(5);
      expect(checked).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 429).length).toBe(9 - checked);
      const failures = await db().selectFrom('login_events').select('id').where('success', '=', 0).execute();
      expect(failures.length).toBe(checked);
      clock.advance(16 * MINUTE);
      client = '198.51.100.7';
    });

    it('asks for the authenticator code when two-factor sign-in is on', async () => {
      const secret = newTotpSecret();
      await turnOnTwoFactor(db(), 'curator@gallery.test', secret);
      clock.advance(11 * MINUTE);
      const noCode = await reauth({ password: PASSWORD });
      expect(noCode).toMatchObject({ status: 400, body: { details: { code: expect.any(String) } } });
      expect((await reauth({ password: PASSWORD, code: '000000' })).status).toBe(400);
      expect((await save('7777888899')).status).toBe(403);
      expect((await reauth({ password: PASSWORD, code: codeAt(secret, clock.now()) })).status).toBe(200);
      expect((await save('7777888899')).status).toBe(200);
    });
  });
}

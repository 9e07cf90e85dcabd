import { adminAccountEndpoints, type TwoFactorDisableBody } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { LOGIN_LIMITS } from '../core/login-limits.ts';
import { codeAt } from '../core/totp.ts';

const EMAIL = 'owner@gallery.test';
const PASSWORD = 'first password 1';
const STEP_MS = 30_000;

type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

for (const dialect of dialects) {
  describe(`two-factor sign-in on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock();
    const startSetup = () => callEndpoint(t.app, adminAccountEndpoints.twoFactorSetup, { token });
    // Some bodies are wrong on purpose: the API must refuse what the types would.
    const enable = (body: object) =>
      callEndpoint(t.app, adminAccountEndpoints.twoFactorEnable, { token, body: body as { code: string } });
    const disable = (body: object) =>
      callEndpoint(t.app, adminAccountEndpoints.twoFactorDisable, { token, body: body as TwoFactorDisableBody });
    const signIn = (extra: { code?: string } = {}) =>
      callEndpoint(t.app, adminAccountEndpoints.login, { body: { email: EMAIL, password: PASSWORD, ...extra } });
    const nextStep = () => clock.advance(STEP_MS);
    const failures = async () => {
      const history = await callEndpoint(t.app, adminAccountEndpoints.loginHistory, { token });
      return (history.body as { events: { success: boolean }[] }).events.filter((e) => !e.success).length;
    };
    let secret = '';
    let recoveryCodes: string[] = [];

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, EMAIL, PASSWORD);
      token = await tokenFor(t.app, EMAIL, PASSWORD);
    });
    afterAll(() => t.close());

    it('is off at first, and a setup alone changes nothing for sign-in', async () => {
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token })).body).toMatchObject({
        twoFactorEnabled: false,
      });
      const setup = await startSetup();
      expect(setup.status).toBe(200);
      const body = setup.body as Setup;
      expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(body.otpauthUrl).toBe(
        `otpauth://totp/Vernissage:owner%40gallery.test?issuer=Vernissage&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(body.qrSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(setup.headers['cache-control']).toBe('no-store');
      expect((await signIn()).status).toBe(200);
      secret = body.secret;
    });

    it.each([
      [{}, 'Enter the 6-digit code from your authenticator app'],
      [{ code: '12345' }, 'Enter the 6-digit code from your authenticator app'],
      [{ code: 'abcdef' }, 'Enter the 6-digit code from your authenticator app'],
    ])('refuses to enable with %j', async (payload, message) => {
      const res = await enable(payload);
      expect(res).toMatchObject({ status: 400, body: { error: message } });
    });

    it('refuses a wrong code, and a code from an earlier setup', async () => {
      const wrong = String((Number(codeAt(secret, clock.now())) + 1) % 1_000_000).padStart(6, '0');
      expect(await enable({ code: wrong })).toMatchObject({
        status: 400,
        body: { error: 'Invalid authentication code' },
      });
      const again = (await startSetup()).body as Setup;
      expect(again.secret).not.toBe(secret);
      expect((await enable({ code: codeAt(secret, clock.now()) })).status).toBe(400);
      secret = again.secret;
    });

    it('turns on with a code from the app, and answers eight recovery codes once', async () => {
      const res = await enable({ code: codeAt(secret, clock.now()) });
      expect(res.status).toBe(200);
      recoveryCodes = (res.body as { recoveryCodes: string[] }).recoveryCodes;
      expect(recoveryCodes).toHaveLength(8);
      // 20 base32 characters: 100 random bits each (decision 044).
      for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}-[A-Z2-7]{5}-[A-Z2-7]{5}$/);
      expect(new Set(recoveryCodes).size).toBe(8);
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token })).body).toMatchObject({
        twoFactorEnabled: true,
      });
      expect(await startSetup()).toMatchObject({
        status: 400,
        body: { error: 'Two-factor authentication is already enabled' },
      });
    });

    it('keeps the secret encrypted and the recovery codes as Argon2id hashes', async () => {
      const row = await t.database.db
        .selectFrom('admins')
        .select(['id', 'two_factor_secret', 'two_factor_pending_secret', 'two_factor_recovery'])
        .where('email', '=', EMAIL)
        .executeTakeFirstOrThrow();
      expect(row.two_factor_secret).toMatch(/^v1:[A-Za-z0-9_-]+$/);
      expect(row.two_factor_secret).not.toContain(secret);
      expect(row.two_factor_pending_secret).toBeNull();
      expect(row.two_factor_recovery).toBeNull();
      const stored = await t.database.db
        .selectFrom('admin_recovery_codes')
        .select(['code_hash', 'used_at'])
        .where('admin_id', '=', row.id)
        .execute();
      expect(stored).toHaveLength(8);
      for (const { code_hash, used_at } of stored) {
        expect(code_hash).toMatch(/^\$argon2id\$/);
        expect(used_at).toBeNull();
        for (const code of recoveryCodes) expect(code_hash).not.toContain(code.replaceAll('-', ''));
      }
    });

    it('asks for the code after a right password, without counting it as a failure', async () => {
      const failuresBefore = await failures();
      const res = await signIn();
      expect(await failures()).toBe(failuresBefore);
      expect(res).toMatchObject({
        status: 401,
        body: {
          error: 'Enter the 6-digit code from your authenticator app',
          details: { code: 'Enter the 6-digit code from your authenticator app' },
        },
      });
      // A wrong password still says only that, code or not.
      const wrongPassword = await callEndpoint(t.app, adminAccountEndpoints.login, {
        body: { email: EMAIL, password: 'not it at all', code: '000000' },
      });
      expect(wrongPassword).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    });

    it('signs in with the current code once; the same code again is refused', async () => {
      nextStep();
      const code = codeAt(secret, clock.now());
      const first = await signIn({ code });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ token_type: 'Bearer' });
      const failuresBefore = await failures();
      const replay = await signIn({ code });
      expect(replay).toMatchObject({
        status: 401,
        body: { error: 'Invalid authentication code', details: { code: 'Invalid authentication code' } },
      });
      expect(await failures()).toBe(failuresBefore + 1);
    });

    it('accepts the previous step for a phone a little behind, but not two steps back', async () => {
      nextStep();
      nextStep();
      const behind = codeAt(secret, new Date(clock.now().getTime() - STEP_MS));
      expect((await signIn({ code: behind })).status).toBe(200);
      nextStep();
      nextStep();
      nextStep();
      const old = codeAt(secret, new Date(clock.now().getTime() - 2 * STEP_MS));
      expect((await signIn({ code: old })).status).toBe(401);
    });

    it('takes each recovery code once, whatever its case or dashes', async () => {
      const [code = ''] = recoveryCodes;
      const typed = ` ${code.toLowerCase().replaceAll('-', ' ')} `;
      expect((await signIn({ code: typed })).status).toBe(200);
      expect((await signIn({ code })).status).toBe(401);
      expect((await signIn({ code: recoveryCodes[1] })).status).toBe(200);
    });

    it('two requests with the same recovery code: exactly one signs in', async () => {
      const code = recoveryCodes[2] ?? '';
      const both = await Promise.all([signIn({ code }), signIn({ code })]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('two requests with the same code: exactly one signs in', async () => {
      nextStep();
      const code = codeAt(secret, clock.now());
      const both = await Promise.all([signIn({ code }), signIn({ code })]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    });

    it('turns off only with the password and a current code', async () => {
      clock.advance(LOGIN_LIMITS.windowMs); // past the failures above
      // The morning's access token has run out (15 minutes): a new sign-in, with its code.
      nextStep();
      token = ((await signIn({ code: codeAt(secret, clock.now()) })).body as { access_token: string }).access_token;
      // Turning it off is a sensitive change: the session proves the password and a code again first.
      nextStep();
      const reauth = await callEndpoint(t.app, adminAccountEndpoints.reauthenticate, {
        token,
        body: { password: PASSWORD, code: codeAt(secret, clock.now()) },
      });
      expect(reauth.status).toBe(200);
      nextStep();
      const code = codeAt(secret, clock.now());
      expect(await disable({ password: 'wrong password', code })).toMatchObject({
        status: 400,
        body: { error: 'Current password is incorrect', details: { password: 'Current password is incorrect' } },
      });
      expect(await disable({ password: PASSWORD, code: '000000' })).toMatchObject({
        status: 400,
        body: { error: 'Invalid authentication code' },
      });
      expect(await disable({ password: PASSWORD })).toMatchObject({
        status: 400,
        body: { error: 'Enter the 6-digit code from your authenticator app' },
      });
      expect(await disable({ password: PASSWORD, code })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect((await signIn()).status).toBe(200);
      expect(await disable({ password: PASSWORD, code })).toMatchObject({
        status: 400,
        body: { error: 'Two-factor authentication is not enabled' },
      });
    });
  });
}

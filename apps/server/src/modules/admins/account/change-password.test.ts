import { adminAccountEndpoints, type ChangePasswordBody } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const EMAIL = 'owner@gallery.test';
const OLD = 'first password 1';
const NEW = 'second password 2';

for (const dialect of dialects) {
  describe(`changing the admin password on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock();
    const change = (payload: unknown, as = token) =>
      callEndpoint(t.app, adminAccountEndpoints.changePassword, { token: as, body: payload as ChangePasswordBody });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, EMAIL, OLD);
      token = await tokenFor(t.app, EMAIL, OLD);
    });
    afterAll(() => t.close());

    it.each([
      [{ new_password: NEW }, 'Current password is required'],
      [{ old_password: '', new_password: NEW }, 'Current password is required'],
      [{ old_password: OLD }, 'New password is required'],
      [{ old_password: OLD, new_password: '' }, 'New password is required'],
      [{ old_password: OLD, new_password: 'short7!' }, 'New password must be at least 8 characters long'],
      [{ old_password: OLD, new_password: OLD }, 'New password must be different from current password'],
      [
        { old_password: OLD, new_password: 'Password1' },
        'This password is too common and easy to guess. Choose another, for example a few unrelated words.',
      ],
      [
        { old_password: OLD, new_password: 'owner@gallery.test1' },
        'This password is too common and easy to guess. Choose another, for example a few unrelated words.',
      ],
    ])('refuses %j with the spec message', async (payload, message) => {
      const res = await change(payload);
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(message);
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const res = await change({ old_password: 'not my password', new_password: NEW });
      expect(res).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
      expect((await callEndpoint(t.app, adminAccountEndpoints.me, { token })).status).toBe(200);
    });

    it('changes it, signs every session out, and only the new password signs in', async () => {
      const otherBrowser = await tokenFor(t.app, EMAIL, OLD);
      clock.advance(60_000);
      const res = await change({ old_password: OLD, new_password: NEW });
      expect(res).toEqual({
        status: 200,
        body: { success: true, message: 'Password changed successfully!' },
        headers: expect.anything(),
      });
      for (const old of [token, otherBrowser]) {
        const refused = await callEndpoint(t.app, adminAccountEndpoints.me, { token: old });
        expect(refused).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
      }
      expect((await login(t.app, EMAIL, OLD)).status).toBe(401);
      const fresh = await tokenFor(t.app, EMAIL, NEW);
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token: fresh });
      expect(me.body).toMatchObject({ email: EMAIL, passwordChangedAt: clock.now().toISOString() });
      const hash = await t.database.db.selectFrom('admins').select('password_hash').executeTakeFirstOrThrow();
      expect(hash.password_hash).toMatch(/^\$argon2id\$/);
    });
  });
}

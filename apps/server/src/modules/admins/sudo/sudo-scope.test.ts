import { adminAccountEndpoints as account, adminUserEndpoints as users } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, requestOf } from '../../../../test/endpoint-call.ts';
import { queuedMails } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const REFUSED = { status: 403, body: { error: 'Recent sign-in required', reauth: true } };

/** Every change to who can sign in, or how: each needs a sign-in within 10 minutes (decision 032). */
const sensitive = (clerkId: string) => [
  requestOf(account.twoFactorSetup),
  requestOf(account.twoFactorEnable, { body: { code: '123456' } }),
  requestOf(account.twoFactorDisable, { body: { password: PASSWORD, code: '123456' } }),
  requestOf(account.changePassword, { body: { old_password: PASSWORD, new_password: 'x'.repeat(12) } }),
  requestOf(users.add, { body: { email: 'new@gallery.test', invite: true } }),
  requestOf(users.setRole, { params: { id: clerkId }, body: { role: 'owner' } }),
  requestOf(users.remove, { params: { id: clerkId } }),
];

for (const dialect of dialects) {
  describe(`sudo mode for account changes on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let clerkId: string;
    const clock = testClock('2026-03-02T09:00:00.000Z');

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      clerkId = await insertAdmin(t.database.db, 'clerk@gallery.test', PASSWORD);
      await t.database.db.updateTable('admins').set({ role: 'staff' }).where('id', '=', clerkId).execute();
      token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('refuses each change 10 minutes after sign-in, and changes nothing', async () => {
      clock.advance(10 * MINUTE);
      for (const route of sensitive(clerkId)) {
        const res = await call(t.app, { ...route, token });
        expect({ route: `${route.method} ${route.url}`, ...res }).toMatchObject({ ...REFUSED });
      }
      const admins = await t.database.db.selectFrom('admins').select(['email', 'role']).orderBy('email').execute();
      expect(admins).toEqual([
        { email: 'clerk@gallery.test', role: 'staff' },
        { email: 'owner@gallery.test', role: 'owner' },
      ]);
      expect(await queuedMails(t.database.db)).toEqual([]);
    });

    it('lets them through after the password again, and tells every admin of each change', async () => {
      const again = await callEndpoint(t.app, account.reauthenticate, {
        body: { password: PASSWORD },
        token,
      });
      expect(again.status).toBe(200);
      const patch = { params: { id: clerkId }, body: { role: 'owner' as const }, token };
      expect((await callEndpoint(t.app, users.setRole, patch)).status).toBe(200);
      const invite = { email: 'new@gallery.test', invite: true };
      expect((await callEndpoint(t.app, users.add, { body: invite, token })).status).toBe(201);
      const notices = (await queuedMails(t.database.db)).filter((m) => m.subject.startsWith('Back-office security'));
      expect(notices.map((m) => [m.to, m.subject]).sort()).toEqual([
        ['clerk@gallery.test', 'Back-office security: clerk@gallery.test is now Owner'],
        ['clerk@gallery.test', 'Back-office security: new@gallery.test invited as Staff'],
        ['owner@gallery.test', 'Back-office security: clerk@gallery.test is now Owner'],
        ['owner@gallery.test', 'Back-office security: new@gallery.test invited as Staff'],
      ]);
      expect(notices[0]?.text).toContain('owner@gallery.test made this change');
    });
  });
}

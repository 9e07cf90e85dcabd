import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { queuedMails } from '../../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const REFUSED = { status: 403, body: { error: 'Recent sign-in required', reauth: true } };

/** Every change to who can sign in, or how: each needs a sign-in within 10 minutes (decision 032). */
const SENSITIVE: { method: 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/admin/two-factor/setup' },
  { method: 'POST', url: '/api/admin/two-factor/enable', payload: { code: '123456' } },
  { method: 'POST', url: '/api/admin/two-factor/disable', payload: { password: PASSWORD, code: '123456' } },
  {
    method: 'POST',
    url: '/api/admin/change-password',
    payload: { old_password: PASSWORD, new_password: 'x'.repeat(12) },
  },
  { method: 'POST', url: '/api/admin/users', payload: { email: 'new@gallery.test', invite: true } },
  { method: 'PATCH', url: '/api/admin/users/ID', payload: { role: 'owner' } },
  { method: 'DELETE', url: '/api/admin/users/ID' },
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
      for (const route of SENSITIVE) {
        const res = await call(t.app, { ...route, url: route.url.replace('ID', clerkId), token });
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
      const again = await call(t.app, {
        method: 'POST',
        url: '/api/admin/reauthenticate',
        payload: { password: PASSWORD },
        token,
      });
      expect(again.status).toBe(200);
      const patch = { method: 'PATCH' as const, url: `/api/admin/users/${clerkId}`, payload: { role: 'owner' }, token };
      expect((await call(t.app, patch)).status).toBe(200);
      const invite = { email: 'new@gallery.test', invite: true };
      expect((await call(t.app, { method: 'POST', url: '/api/admin/users', payload: invite, token })).status).toBe(201);
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

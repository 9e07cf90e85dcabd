import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { seedSubscribers } from '../../../test/newsletter-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const LETTER = { subject: 'Spring show', message: 'Come and see it.' };

for (const dialect of dialects) {
  describe(`who may mail every subscriber on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      const staffId = await insertAdmin(t.database.db, 'staff@gallery.test', PASSWORD);
      await t.database.db.updateTable('admins').set({ role: 'staff' }).where('id', '=', staffId).execute();
      await seedSubscribers(t.database.db, 3);
    });
    afterAll(() => t.close());

    const send = (token: string) =>
      call(t.app, { method: 'POST', url: '/api/admin/newsletter/send', token, payload: LETTER });

    it('asks Staff for the password again once the sign-in is not recent, and lets an Owner send', async () => {
      const staff = await tokenFor(t.app, 'staff@gallery.test', PASSWORD);
      const owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      clock.advance(11 * 60_000);

      const refused = await send(staff);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ reauth: true });
      expect(await t.database.db.selectFrom('newsletter_campaigns').select('id').execute()).toEqual([]);

      expect((await send(owner)).status).toBe(202);

      const again = await call(t.app, {
        method: 'POST',
        url: '/api/admin/reauthenticate',
        token: staff,
        payload: { password: PASSWORD },
      });
      expect(again.status).toBe(200);
      expect((await send(staff)).status).toBe(202);
    });
  });
}

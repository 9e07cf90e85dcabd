import {
  adminAccountEndpoints,
  adminArtworkEndpoints,
  adminUserEndpoints,
  TWO_FACTOR_FIRST,
} from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { codeAt } from '../core/totp.ts';

const PASSWORD = 'correct horse battery';

for (const dialect of dialects) {
  describe(`REQUIRE_OWNER_2FA=1 on ${dialect.name}`, () => {
    let t: TestApp;
    const clock = testClock();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock, { requireOwnerTwoFactor: true });
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      await insertAdmin(t.database.db, 'staff@gallery.test', PASSWORD);
      await t.database.db
        .updateTable('admins')
        .set({ role: 'staff' })
        .where('email', '=', 'staff@gallery.test')
        .execute();
    });
    afterAll(() => t.close());

    it('lets an Owner without two-factor sign in, but reach only the way to turn it on, until it is on', async () => {
      const token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      expect(await callEndpoint(t.app, adminArtworkEndpoints.list, { token })).toMatchObject({
        status: 403,
        body: { error: TWO_FACTOR_FIRST },
      });
      expect(await callEndpoint(t.app, adminUserEndpoints.list, { token })).toMatchObject({
        status: 403,
        body: { error: TWO_FACTOR_FIRST },
      });
      expect(await callEndpoint(t.app, adminAccountEndpoints.me, { token })).toMatchObject({
        status: 200,
        body: { twoFactorEnabled: false, twoFactorRequired: true },
      });

      const setup = await callEndpoint(t.app, adminAccountEndpoints.twoFactorSetup, { token });
      expect(setup.status).toBe(200);
      const secret = (setup.body as { secret: string }).secret;
      expect(
        (
          await callEndpoint(t.app, adminAccountEndpoints.twoFactorEnable, {
            token,
            body: { code: codeAt(secret, clock.now()) },
          })
        ).status,
      ).toBe(200);
      expect((await callEndpoint(t.app, adminArtworkEndpoints.list, { token })).status).toBe(200);
    });

    it('leaves Staff members free to choose', async () => {
      const token = await tokenFor(t.app, 'staff@gallery.test', PASSWORD);
      expect((await callEndpoint(t.app, adminArtworkEndpoints.list, { token })).status).toBe(200);
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token });
      expect(me.body).toMatchObject({ twoFactorRequired: false });
    });
  });
}

describe('without REQUIRE_OWNER_2FA', () => {
  it('an Owner without two-factor reaches everything, and /me says it is not required', async () => {
    const [sqlite] = dialects;
    if (!sqlite) throw new Error('no database to test on');
    const t = await createTestApp(sqlite, testClock());
    try {
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      const token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      expect((await callEndpoint(t.app, adminArtworkEndpoints.list, { token })).status).toBe(200);
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token });
      expect(me.body).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: false });
    } finally {
      await t.close();
    }
  });
});

import { adminAccountEndpoints, adminArtworkEndpoints, adminUserEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ensureFirstAdmin } from './first-admin-service.ts';

const NEW_PASSWORD_FIRST = { status: 403, body: { error: 'Choose a new password before anything else.' } };

for (const dialect of dialects) {
  describe(`the first sign-in with a generated password on ${dialect.name}`, () => {
    let t: TestApp;
    let generated: string;
    const clock = testClock();

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      const first = await ensureFirstAdmin(
        { db: t.database.db, clock },
        { email: 'owner@gallery.test', password: undefined },
      );
      generated = first?.generatedPassword ?? '';
      expect(generated.length).toBeGreaterThanOrEqual(16);
    });
    afterAll(() => t.close());

    it('lets the generated password do nothing but choose a new one', async () => {
      const token = ((await login(t.app, 'owner@gallery.test', generated)).body as { access_token: string })
        .access_token;
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token });
      expect(me).toMatchObject({ status: 200, body: { mustChangePassword: true, role: 'Owner' } });
      expect(await callEndpoint(t.app, adminArtworkEndpoints.list, { token })).toMatchObject(NEW_PASSWORD_FIRST);
      expect(await callEndpoint(t.app, adminUserEndpoints.list, { token })).toMatchObject(NEW_PASSWORD_FIRST);
      const change = await callEndpoint(t.app, adminAccountEndpoints.changePassword, {
        body: { old_password: generated, new_password: 'a gallery of my own' },
        token,
      });
      expect(change.status).toBe(200);
      expect((await login(t.app, 'owner@gallery.test', generated)).status).toBe(401);
      const fresh = ((await login(t.app, 'owner@gallery.test', 'a gallery of my own')).body as { access_token: string })
        .access_token;
      expect((await callEndpoint(t.app, adminArtworkEndpoints.list, { token: fresh })).status).toBe(200);
      const after = await callEndpoint(t.app, adminAccountEndpoints.me, { token: fresh });
      expect(after.body).toMatchObject({ mustChangePassword: false });
    });

    it('creates nothing, and so prints nothing, once an administrator exists', async () => {
      expect(
        await ensureFirstAdmin({ db: t.database.db, clock }, { email: 'other@gallery.test', password: undefined }),
      ).toBe(undefined);
    });

    it('does not ask an admin whose first password the gallery chose (ADMIN_PASSWORD)', async () => {
      const other = await createTestApp(dialect, clock);
      try {
        await ensureFirstAdmin(
          { db: other.database.db, clock },
          { email: 'chosen@gallery.test', password: 'chosen password' },
        );
        const token = (
          (await login(other.app, 'chosen@gallery.test', 'chosen password')).body as { access_token: string }
        ).access_token;
        expect((await callEndpoint(other.app, adminArtworkEndpoints.list, { token })).status).toBe(200);
      } finally {
        await other.close();
      }
    });
  });
}

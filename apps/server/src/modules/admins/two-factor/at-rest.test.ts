import { createHash, randomBytes } from 'node:crypto';
import { adminAccountEndpoints } from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, TEST_SECRETS_KEY } from '../../../../test/test-app.ts';
import { SecretUnreadable, secretBox } from '../../../platform/secrets/secret-box.ts';
import { codeAt, newTotpSecret } from '../core/totp.ts';
import { protectTwoFactorAtRest } from './at-rest-service.ts';

const EMAIL = 'keeper@gallery.test';
const PASSWORD = 'a long keeper password';
/** A recovery code as decision 017 made them, stored as the SHA-256 of its canonical form. */
const LEGACY_CODE = 'abcde-fghjk';
const legacyHash = createHash('sha256').update('abcdefghjk').digest('hex');

for (const dialect of dialects) {
  describe(`two-factor secrets at rest on ${dialect.name}`, () => {
    let t: TestDb;
    const clock = testClock();
    const secrets = secretBox(TEST_SECRETS_KEY);
    const row = () =>
      t.db
        .selectFrom('admins')
        .select(['id', 'two_factor_secret', 'two_factor_pending_secret', 'two_factor_recovery'])
        .where('email', '=', EMAIL)
        .executeTakeFirstOrThrow();

    beforeEach(async () => {
      t = await dialect.create();
    });
    afterEach(() => t.drop());

    /** An admin as an older version left them: the secret in clear, recovery codes as a SHA-256 list. */
    async function olderAdmin(secret: string, pending: string | null = null) {
      await insertAdmin(t.db, EMAIL, PASSWORD);
      await t.db
        .updateTable('admins')
        .set({
          two_factor_enabled: 1,
          two_factor_secret: secret,
          two_factor_pending_secret: pending,
          two_factor_recovery: JSON.stringify([legacyHash]),
        })
        .where('email', '=', EMAIL)
        .execute();
    }

    it('encrypts secrets stored in clear and rehashes old recovery codes, once, and sign-in still works', async () => {
      const secret = newTotpSecret();
      const pending = newTotpSecret();
      await olderAdmin(secret, pending);

      expect(await protectTwoFactorAtRest({ db: t.db, clock, secrets })).toEqual({ sealed: 1, rehashed: 1 });
      const after = await row();
      expect(after.two_factor_secret).toMatch(/^v1:/);
      expect(after.two_factor_secret).not.toContain(secret);
      expect(after.two_factor_pending_secret).toMatch(/^v1:/);
      expect(after.two_factor_pending_secret).not.toContain(pending);
      expect(after.two_factor_recovery).toBeNull();
      const codes = await t.db.selectFrom('admin_recovery_codes').select('code_hash').execute();
      expect(codes.map((c) => c.code_hash)).toEqual([expect.stringMatching(/^legacy-sha256:\$argon2id\$/)]);
      expect(codes[0]?.code_hash).not.toContain(legacyHash);
      // Again: nothing left to do, nothing changed.
      expect(await protectTwoFactorAtRest({ db: t.db, clock, secrets })).toEqual({ sealed: 0, rehashed: 0 });
      expect(await row()).toEqual(after);

      const app = await createTestApp(dialect, clock, { database: t });
      try {
        const signIn = (code: string) =>
          callEndpoint(app.app, adminAccountEndpoints.login, { body: { email: EMAIL, password: PASSWORD, code } });
        expect((await signIn(codeAt(secret, clock.now()))).status).toBe(200);
        expect((await signIn(LEGACY_CODE)).status).toBe(200);
        expect((await signIn(LEGACY_CODE)).status).toBe(401);
      } finally {
        await app.app.close();
      }
    });

    it('stops with a message naming SECRETS_KEY when the key is not the one that sealed the secrets', async () => {
      await olderAdmin(newTotpSecret());
      await protectTwoFactorAtRest({ db: t.db, clock, secrets });
      const before = await row();
      const otherKey = secretBox(randomBytes(32));
      const attempt = protectTwoFactorAtRest({ db: t.db, clock, secrets: otherKey });
      await expect(attempt).rejects.toThrow(SecretUnreadable);
      await expect(attempt).rejects.toThrow(/SECRETS_KEY \(or DATA_DIR\/secrets-key\) is not the key/);
      expect(await row()).toEqual(before);
    });
  });
}

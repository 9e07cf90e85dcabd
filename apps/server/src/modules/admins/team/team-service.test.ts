import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { removeAdmin } from './team-service.ts';

for (const dialect of dialects) {
  describe(`removing administrators on ${dialect.name}`, () => {
    let database: TestDb;
    const deps = () => ({ db: database.db, dialect: database.dialect, clock: testClock(), publicUrl: 'http://x' });

    beforeAll(async () => {
      database = await dialect.create();
    });
    afterAll(() => database.drop());

    it('refuses to remove the last active Owner, whoever asks', async () => {
      const only = await insertAdmin(database.db, 'only@gallery.test', 'only-password');
      // An actor whose own row is already gone (removed a moment ago) no longer speaks for an Owner.
      await expect(removeAdmin(deps(), { id: 'removed-meanwhile', email: 'gone@gallery.test' }, only)).rejects.toThrow(
        'Unauthorized',
      );
      await database.db
        .insertInto('admins')
        .values({
          id: 'invited-1',
          email: 'new@gallery.test',
          password_hash: '!invited',
          status: 'invited',
          created_at: '2026-01-02T00:00:00.000Z',
        })
        .execute();
      // An invited admin cannot sign in, so they do not count as someone left.
      await expect(removeAdmin(deps(), { id: 'invited-1', email: 'new@gallery.test' }, only)).rejects.toThrow(
        'The last Owner cannot be removed.',
      );
      await removeAdmin(deps(), { id: only, email: 'only@gallery.test' }, 'invited-1');
      expect(await database.db.selectFrom('admins').select('email').execute()).toEqual([
        { email: 'only@gallery.test' },
      ]);
    });
  });
}

import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 002 on ${dialect.name}`, () => {
    it('upgrades a database made by 001: its admins stay, active', async () => {
      const handle = await dialect.create();
      try {
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('001-schema');
        expect(down.error).toBeUndefined();
        const columns = (await handle.db.introspection.getTables()).find((t) => t.name === 'admins')?.columns;
        expect(columns?.map((c) => c.name)).not.toContain('status');
        await handle.db
          .insertInto('admins')
          .values({ id: 'a1', email: 'old@gallery.test', password_hash: 'x', created_at: '2026-01-01T00:00:00Z' })
          .execute();
        await migrateToLatest(handle);
        const row = await handle.db.selectFrom('admins').select(['email', 'status']).executeTakeFirst();
        expect(row).toEqual({ email: 'old@gallery.test', status: 'active' });
        const names = (await handle.db.introspection.getTables()).map((t) => t.name);
        expect(names).toContain('admin_invitations');
      } finally {
        await handle.drop();
      }
    });
  });
}

import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 014 on ${dialect.name}`, () => {
    it('adds the settings audit trail and the read time of messages, keeping stored messages, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('009-consent-page-index');
        expect(down.error).toBeUndefined();
        const message = {
          id: 'm1',
          name: 'Jane',
          email: 'jane@example.com',
          message: 'Hello',
          created_at: '2026-01-01',
        };
        await handle.db.insertInto('contact_messages').values(message).execute();
        await migrateToLatest(handle);
        // The columns 014 knew; later migrations add their own (034: an inquiry's work).
        const columns = ['id', 'name', 'email', 'message', 'created_at', 'read_at'] as const;
        expect(await handle.db.selectFrom('contact_messages').select(columns).execute()).toEqual([
          { ...message, read_at: null },
        ]);
        expect(await handle.db.selectFrom('shop_settings_changes').selectAll().execute()).toEqual([]);
        const again = await new Migrator({ db: handle.db, provider }).migrateTo('009-consent-page-index');
        expect(again.error).toBeUndefined();
        expect(await handle.db.selectFrom('contact_messages').select('id').execute()).toEqual([{ id: 'm1' }]);
      } finally {
        await handle.drop();
      }
    });
  });
}

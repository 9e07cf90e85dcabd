import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';

async function consentIndexes({ db, dialect }: DbHandle): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'cookie_consents' and name not like 'sqlite_%' order by name`
      : sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = 'cookie_consents' and indexname not like '%_pkey' order by indexname`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

for (const dialect of dialects) {
  describe(`migration 009 on ${dialect.name}`, () => {
    it('pages cookie choices through an index on (created_at, id), and steps back down', async () => {
      const handle = await dialect.create();
      try {
        expect(await consentIndexes(handle)).toEqual(['cookie_consents_browser', 'cookie_consents_created_id']);
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('006-artwork-stock');
        expect(down.error).toBeUndefined();
        expect(await consentIndexes(handle)).toEqual(['cookie_consents_created']);
        await migrateToLatest(handle);
        expect(await consentIndexes(handle)).toEqual(['cookie_consents_browser', 'cookie_consents_created_id']);
      } finally {
        await handle.drop();
      }
    });
  });
}

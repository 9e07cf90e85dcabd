import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/databases.ts';
import { migrateToLatest } from './migrate.ts';

for (const dialect of dialects) {
  describe(`migrations on ${dialect.name}`, () => {
    it('creates every table and can run again without changing anything', async () => {
      const handle = await dialect.create();
      try {
        await migrateToLatest(handle);
        const tables = await handle.db.introspection.getTables();
        const names = tables.map((t) => t.name);
        for (const t of ['artworks', 'artists', 'orders', 'jobs', 'payment_details', 'lookup_codes']) {
          expect(names).toContain(t);
        }
        await handle.db.insertInto('invoice_sequences').values({ year: 2026, last_number: 7 }).execute();
        const row = await sql<{ n: number }>`select last_number as n from invoice_sequences`.execute(handle.db);
        expect(row.rows[0]?.n).toBe(7);
      } finally {
        await handle.drop();
      }
    });
  });
}

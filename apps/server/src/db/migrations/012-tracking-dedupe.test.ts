import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { recordEvent } from '../../modules/newsletter/index.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 012 on ${dialect.name}`, () => {
    it('keeps every open recorded before it, and deduplicates the ones after', async () => {
      const handle = await dialect.create();
      const { db } = handle;
      try {
        const down = await new Migrator({ db, provider }).migrateTo('009-consent-page-index');
        expect(down.error).toBeUndefined();
        await db.insertInto('newsletter_campaigns').values({ id: 'c1', sent_by: null, created_at: 'x' }).execute();
        await db
          .insertInto('newsletter_variants')
          .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
          .execute();
        await db
          .insertInto('newsletter_deliveries')
          .values({ id: 'd1', campaign_id: 'c1', variant_id: 'v1', batch: 0, email: 'r@example.com', status: 'sent' })
          .execute();
        // Before 012 the same minute could hold any number of rows; none may be lost by it.
        const at = '2026-05-04T10:00:05.000Z';
        for (const id of ['o1', 'o2']) {
          await db
            .insertInto('newsletter_opens')
            .values({ id, delivery_id: 'd1', created_at: at } as never)
            .execute();
        }
        await migrateToLatest(handle);
        expect(await db.selectFrom('newsletter_opens').select('id').orderBy('id').execute()).toEqual([
          { id: 'o1' },
          { id: 'o2' },
        ]);
        await recordEvent(db, { deliveryId: 'd1', at });
        await recordEvent(db, { deliveryId: 'd1', at: '2026-05-04T10:00:59.000Z' });
        expect(await db.selectFrom('newsletter_opens').select('id').execute()).toHaveLength(3);
      } finally {
        await handle.drop();
      }
    });
  });
}

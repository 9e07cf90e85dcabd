import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { migrateToLatest, provider } from '../migrate.ts';

for (const dialect of dialects) {
  describe(`migration 027 on ${dialect.name}`, () => {
    it('gives existing works their category bits from their labels, and steps back down', async () => {
      const handle = await dialect.create();
      try {
        const artist = await insertArtist(handle.db, { name: 'Amara Okafor' });
        const collage = await insertArtwork(handle.db, {
          artistId: artist,
          title: 'Market Map',
          price: 1000,
          medium: 'Mixed media and collage on panel',
          tags: ['acrylic'],
        });
        const bronze = await insertArtwork(handle.db, {
          artistId: artist,
          title: 'Bronze',
          price: 900,
          medium: 'Bronze',
          formats: [{ name: 'Cast', price: 900 }],
        });
        const masks = async () =>
          Object.fromEntries(
            (await handle.db.selectFrom('artworks').select(['id', 'category_mask']).execute()).map((r) => [
              r.id,
              r.category_mask,
            ]),
          );
        const written = await masks();
        // paintings (1) and mixed media (8); a bronze matches none.
        expect(written).toEqual({ [collage]: 9, [bronze]: 0 });
        const down = await new Migrator({ db: handle.db, provider }).migrateTo('025-consent-per-browser');
        expect(down.error).toBeUndefined();
        await migrateToLatest(handle);
        expect(await masks()).toEqual(written);
      } finally {
        await handle.drop();
      }
    });

    if (dialect.name === 'sqlite') {
      // As migrations 034 and 035 left the index: works on request last, and left out by a price filter.
      it('lets a filtered page walk its order’s index without sorting', async () => {
        const handle = await dialect.create();
        try {
          const plan = await sql<{ detail: string }>`explain query plan
            select id from artworks where (category_mask & 2) <> 0 and price_on_request = 0
              and (case when price_on_request = 0 then price_cents end) >= 1000
            order by price_on_request, (case when price_on_request = 0 then price_cents end) desc, lower(title), id
            limit 24`.execute(handle.db);
          const details = plan.rows.map((r) => r.detail).join('\n');
          expect(details).toContain('artworks_price_desc_list');
          expect(details).not.toContain('TEMP B-TREE');
        } finally {
          await handle.drop();
        }
      });
    }
  });
}

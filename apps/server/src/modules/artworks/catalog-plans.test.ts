import type { ArtworkQuery, SortDirection, SortKey } from '@vernissage/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { artworkOrder } from './artwork-order.ts';
import { pageIds } from './repo.ts';

const SORTS: [SortKey, SortDirection][] = (['featured', 'price', 'title', 'year'] as const).flatMap((s) =>
  (['asc', 'desc'] as const).map((d): [SortKey, SortDirection] => [s, d]),
);
const FILTERS: Partial<ArtworkQuery>[] = [
  {},
  { minPrice: 100 },
  { maxPrice: 5000 },
  { minPrice: 100, maxPrice: 5000 },
  { medium: 'paintings' },
  { medium: 'paintings', minPrice: 100 },
];

const sqlite = dialects.find((d) => d.name === 'sqlite');

// SQLite plans without statistics (the shop never runs ANALYZE), so the plan does not depend on the
// rows; a few are there so the page reads something.
describe.runIf(sqlite)('the gallery page plans on SQLite', () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await (sqlite as NonNullable<typeof sqlite>).create();
    const artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
    for (let i = 0; i < 10; i++) await insertArtwork(handle.db, { artistId, title: `Work ${i}`, price: 100 * i });
  });
  afterAll(() => handle.drop());

  it('walk the order’s own listing index, unsorted, for every sort and price or category filter', async () => {
    const plans: Record<string, string> = {};
    for (const [sortBy, sortDirection] of SORTS) {
      for (const filter of FILTERS) {
        const f = { ...filter, sortBy, sortDirection, limit: 24 };
        const page = pageIds(handle.db, f, artworkOrder(sortBy, sortDirection), 'probe').compile();
        const explain = CompiledQuery.raw(`explain query plan ${page.sql}`, [...page.parameters]);
        const { rows } = await handle.db.executeQuery<{ detail: string }>(explain);
        plans[JSON.stringify(f)] = rows.map((r) => r.detail).join('; ');
      }
    }
    for (const [query, plan] of Object.entries(plans)) {
      const { sortBy, sortDirection } = JSON.parse(query) as { sortBy: SortKey; sortDirection: SortDirection };
      expect({ query, plan }).toEqual({
        query,
        plan: expect.stringContaining(`USING COVERING INDEX artworks_${sortBy}_${sortDirection}_list`),
      });
      expect({ query, plan }).toEqual({ query, plan: expect.not.stringContaining('TEMP B-TREE') });
    }
  });
});

import type { ArtworkQuery, SortDirection, SortKey } from '@vernissage/contract';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { contains } from '../../db/text-search.ts';
import { applyFilters } from './artwork-filters.ts';
import { artworkOrder } from './artwork-order.ts';
import { findLabelBits } from './label-sets.ts';
import { pageIds } from './repo.ts';
import { findTextMatch } from './text-match.ts';

const SORTS: [SortKey, SortDirection][] = (['featured', 'price', 'title', 'year'] as const).flatMap((s) =>
  (['asc', 'desc'] as const).map((d): [SortKey, SortDirection] => [s, d]),
);
const FILTERS: (Partial<ArtworkQuery> & { addedSince?: string })[] = [
  {},
  // Columns that a count index leads with (migration 041): a page still walks its own listing.
  { limited: 'true' },
  { addedSince: '2026-01-01T00:00:00.000Z' },
  { limited: 'false', addedSince: '2026-01-01T00:00:00.000Z', medium: 'paintings' },
  { minPrice: 100 },
  { maxPrice: 5000 },
  { minPrice: 100, maxPrice: 5000 },
  { medium: 'paintings' },
  { medium: 'paintings', minPrice: 100 },
  // Label and format filters whose labels hold a bit (migration 037): a column of every listing.
  { tags: ['abstract'] },
  { collection: ['Coastal Light'], format: ['Original'], minPrice: 100 },
];

const sqlite = dialects.find((d) => d.name === 'sqlite');

// SQLite plans without statistics (the shop never runs ANALYZE), so the plan does not depend on the
// rows; a few are there so the page reads something.
describe.runIf(sqlite)('the gallery page plans on SQLite', () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await (sqlite as NonNullable<typeof sqlite>).create();
    const artistId = await insertArtist(handle.db, { name: 'Nia Mensah' });
    for (let i = 0; i < 10; i++) {
      const labels = i % 2 ? { tags: ['abstract'], collections: ['Coastal Light'] } : {};
      await insertArtwork(handle.db, { artistId, title: `Work ${i}`, price: 100 * i, ...labels });
    }
  });
  afterAll(() => handle.drop());

  it('walk the order’s own listing index, unsorted, for every sort and price, category or label filter', async () => {
    const plans: Record<string, string> = {};
    for (const [sortBy, sortDirection] of SORTS) {
      for (const filter of FILTERS) {
        const f = { ...filter, sortBy, sortDirection, limit: 24 };
        const bits = await findLabelBits(handle.db, f);
        expect(Object.keys(bits).length).toBe(['tags', 'collection', 'format'].filter((k) => k in f).length);
        const page = pageIds(handle.db, f, artworkOrder(sortBy, sortDirection), 'probe', undefined, bits).compile();
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

  const plan = async (q: { sql: string; parameters: readonly unknown[] }) => {
    const { rows } = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
    );
    return rows.map((r) => r.detail).join('; ');
  };

  it('count new arrivals and limited editions on a range of an index that leads with them', async () => {
    const counted = (f: object) =>
      plan(
        applyFilters(handle.db.selectFrom('artworks'), f, 'set', 'seek', undefined, {}, true)
          .select((eb) => eb.fn.countAll().as('n'))
          .compile(),
      );
    const since = '2026-01-01T00:00:00.000Z';
    expect(await counted({ addedSince: since })).toContain('USING COVERING INDEX artworks_count_added (created_at>?)');
    expect(await counted({ addedSince: since, medium: 'paintings' })).toContain(
      'USING COVERING INDEX artworks_count_added (created_at>?)',
    );
    expect(await counted({ limited: 'true' })).toContain('USING COVERING INDEX artworks_count_limited (limited=?)');
  });

  it('serve a search of two characters from the trigram index, as the trigrams that begin with it', async () => {
    const f = { search: 'Wo', sortBy: 'price' as const, sortDirection: 'asc' as const, limit: 24 };
    const text = await findTextMatch(handle.db, f);
    // `wor` in every title; `wo` nowhere at a text's end, so no `wo ` trigram.
    expect(text).toMatchObject({ expression: 'search_text : ("wor")', count: 10, serves: { search: true } });
    const few = await plan(pageIds(handle.db, f, artworkOrder('price', 'asc'), 'probe', text).compile());
    expect(few).toContain('VIRTUAL TABLE');
    expect(few).not.toContain('artworks_search_text');
  });

  it('count a search of one character on the index of its text, and look a few of its matches up there', async () => {
    const f = { search: 'w', sortBy: 'price' as const, sortDirection: 'asc' as const, limit: 24 };
    const text = await findTextMatch(handle.db, f);
    expect(text).toMatchObject({ short: 'w', count: 10 });
    const counted = handle.db
      .selectFrom('artworks')
      .where(contains('artworks.search_text', 'w'))
      .select((eb) => eb.fn.countAll().as('n'));
    expect(await plan(counted.compile())).toContain('USING COVERING INDEX artworks_search_text');
    const few = pageIds(handle.db, f, artworkOrder('price', 'asc'), 'probe', text).compile();
    expect(await plan(few)).toContain('USING COVERING INDEX artworks_search_text');
    // Many: the order's own listing index, walked unsorted, each work's text tested.
    const many = pageIds(handle.db, f, artworkOrder('price', 'asc'), 'probe', text && { ...text, count: 5000 });
    const walked = await plan(many.compile());
    expect(walked).toContain('artworks_price_asc_list');
    expect(walked).not.toContain('TEMP B-TREE');
  });
});

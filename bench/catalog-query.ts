import { join } from 'node:path';
import type { ArtworkQuery, SortDirection, SortKey } from '@vernissage/contract';
import { sql } from 'kysely';
import { type Db, type DbHandle, openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { readArtworks } from '../apps/server/src/modules/artworks/service.ts';
import { withBenchDatabase } from './bench-database.ts';
import { growCatalog } from './seed-catalog.ts';

/** Issue 27's target for one uncached gallery read (rows, count and parts) at 100,000 works. */
export const CATALOG_QUERY_TARGET_P99_MS = 20;
const QUERIES = Number(process.env.BENCH_CATALOG_QUERIES ?? 200);

export type CatalogQueryResult = {
  dialect: 'sqlite' | 'postgres';
  size: number;
  queries: number;
  p50Ms: number;
  p99Ms: number;
  p999Ms: number;
  /** The slowest query's filters and sort, to say where a miss comes from. */
  slowest: { query: string; ms: number };
  /** p50 and p99 per filter (every sort and both pages of it), to say which filters miss. */
  byFilter: { filter: string; queries: number; p50Ms: number; p99Ms: number }[];
  verdict: 'PASS' | 'MISS';
};

const SORTS: [SortKey, SortDirection][] = [
  ['featured', 'desc'],
  ['featured', 'asc'],
  ['price', 'asc'],
  ['price', 'desc'],
  ['title', 'asc'],
  ['title', 'desc'],
  ['year', 'desc'],
  ['year', 'asc'],
];

/** Every filter the gallery offers, with values taken from the catalog itself. */
async function galleryFilters(db: Db): Promise<Partial<ArtworkQuery>[]> {
  const label = async (kind: string) =>
    (await db.selectFrom('artwork_labels').select('value').where('kind', '=', kind).limit(1).executeTakeFirst())?.value;
  const format = (await db.selectFrom('artwork_formats').select('name').limit(1).executeTakeFirst())?.name;
  const artist = await db.selectFrom('artists').select(['id', 'name']).limit(1).executeTakeFirst();
  const filters: Partial<ArtworkQuery>[] = [
    {},
    { medium: 'paintings' },
    { medium: 'photography' },
    { medium: 'oil' },
    { newArrivals: 'true' },
    { limited: 'true' },
    { minPrice: 500, maxPrice: 2000 },
    { maxPrice: 300 },
    { search: 'blue' },
    { search: 'zzz-nothing' },
    { search: 'bl' },
    // Hostile searches: 200 wildcards, and 200 characters of trigrams no work holds.
    { search: '%'.repeat(200) },
    { search: hostileTrigrams(200) },
    { medium: 'paintings', minPrice: 1000 },
  ];
  const collection = await label('collection');
  const tag = await label('tag');
  if (collection) filters.push({ collection: [collection] });
  if (tag) filters.push({ tags: [tag] });
  if (format) filters.push({ format: [format] });
  if (artist) filters.push({ artist: [artist.name] }, { artistId: artist.id });
  return filters;
}

/** `length` characters from a fixed pseudo-random sequence (the same in every run). */
function hostileTrigrams(length: number): string {
  let seed = 27;
  let out = '';
  while (out.length < length) {
    seed = (seed * 48271) % 2147483647;
    out += 'abcdefghijklmnopqrstuvwxyz0123456789 '[seed % 37];
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (ms: number) => Math.round(ms * 100) / 100;

/** A filter's name in the report: its JSON, long search terms cut short. */
const filterName = (f: Partial<ArtworkQuery>) =>
  JSON.stringify(f).replace(/"search":"(.{12}).{20,}?"/, (_m, head: string) => `"search":"${head}…"`);

/** `QUERIES` uncached reads cycling through every filter with every sort, first and second pages. */
async function timeQueries(handle: DbHandle): Promise<Omit<CatalogQueryResult, 'dialect' | 'size' | 'verdict'>> {
  const filters = await galleryFilters(handle.db);
  const deps = { db: handle.db, mediaUrl: (key: string) => `/media/${key}` };
  const combos = filters.flatMap((f) => SORTS.map(([sortBy, sortDirection]) => ({ ...f, sortBy, sortDirection })));
  const times: { ms: number; query: string; filter: string }[] = [];
  // A first pass to warm the page cache (the database's, not the catalog cache, which is off here).
  for (const c of combos) await readArtworks(deps, { ...c, limit: 24 });
  for (let i = 0; i < Math.max(QUERIES, combos.length); i++) {
    const c = combos[i % combos.length] as Partial<ArtworkQuery>;
    const query: ArtworkQuery = { ...c, limit: 24, offset: i % (2 * combos.length) < combos.length ? 0 : 24 };
    const started = performance.now();
    await readArtworks(deps, query);
    const { sortBy: _s, sortDirection: _d, ...filter } = c;
    times.push({ ms: performance.now() - started, query: JSON.stringify(query), filter: filterName(filter) });
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const byFilter = [...new Set(times.map((t) => t.filter))].map((filter) => {
    const own = times.filter((t) => t.filter === filter).map((t) => t.ms);
    own.sort((a, b) => a - b);
    return { filter, queries: own.length, p50Ms: round(percentile(own, 50)), p99Ms: round(percentile(own, 99)) };
  });
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    queries: times.length,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    p999Ms: round(percentile(sorted, 99.9)),
    slowest: { query: slowest.query, ms: round(slowest.ms) },
    byFilter,
  };
}

// Parents first, so foreign keys hold while copying; the label bits before the works whose masks use them.
const COPIED: (keyof Database)[] = ['media', 'artists', 'format_categories', 'format_types', 'label_bits', 'artworks'];
const CHILDREN: (keyof Database)[] = ['artwork_formats', 'artwork_images', 'artwork_labels'];

/** Copies the demo catalog of a seeded SQLite file into a migrated PostgreSQL database. */
async function copyCatalog(from: Db, to: Db): Promise<void> {
  for (const table of [...COPIED, ...CHILDREN]) {
    // A work's label mask as text: one past 2^53 is no JavaScript number (migration 037).
    const exact = table === 'artworks' ? sql`, cast(label_mask as text) as label_mask` : sql``;
    const rows = (await sql<Record<string, unknown>>`select *${exact} from ${sql.table(table)}`.execute(from)).rows;
    for (let i = 0; i < rows.length; i += 200) {
      const batch = rows.slice(i, i + 200);
      if (batch.length)
        await to
          .insertInto(table)
          .values(batch as never)
          .execute();
    }
  }
}

/**
 * The uncached gallery read at each size on each database: the catalog grown from the demo
 * template (`template/vernissage.db`), each size measured on its own copy.
 */
export async function benchCatalogQuery(
  template: string,
  work: string,
  sizes: number[],
  dialects: ('sqlite' | 'postgres')[],
  port: number,
): Promise<CatalogQueryResult[]> {
  const results: CatalogQueryResult[] = [];
  const source = openDb({ sqliteFile: join(template, 'vernissage.db') });
  try {
    for (const dialect of dialects) {
      for (const size of sizes) {
        const result = await withBenchDatabase(dialect, port, async (databaseUrl) => {
          const handle = openDb({ databaseUrl, sqliteFile: join(work, `catalog-query-${size}.db`) });
          try {
            await migrateToLatest(handle);
            await copyCatalog(source.db, handle.db);
            await growCatalog(handle.db, size);
            // PostgreSQL's autovacuum would have analysed a grown catalog; SQLite has no statistics
            // unless someone runs ANALYZE, and the shop never does, so neither does the bench.
            if (dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db);
            console.log(`Catalog query: ${QUERIES} uncached gallery reads at ${size} works on ${dialect}...`);
            return await timeQueries(handle);
          } finally {
            await handle.close();
          }
        });
        results.push({
          dialect,
          size,
          ...result,
          verdict: size < 100_000 || result.p99Ms < CATALOG_QUERY_TARGET_P99_MS ? 'PASS' : 'MISS',
        });
      }
    }
  } finally {
    await source.close();
  }
  return results;
}

import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { newId } from '../platform/ids.ts';
import { processImage } from '../platform/media/image-pipeline.ts';
import type { MediaDeps } from '../modules/media/repo.ts';
import { renderArtwork } from './artwork-art.ts';
import { DEMO_ARTISTS, DEMO_ARTWORKS } from './demo-data.ts';
import { DEMO_CATEGORIES, DEMO_FORMAT_TYPES, type FormatTypeKey } from './demo-formats.ts';
import { demoImageJobs } from './demo-images.ts';
import { demoCatalogRows } from './demo-rows.ts';

export type SeedLog = { info(details: object, message: string): void };
export type SeedDeps = MediaDeps & { log: SeedLog };
/** `maxSize` shrinks the rendered images (tests); the default is the real 1600 px catalog. */
export type SeedOptions = { maxSize?: number };
export type SeedResult = { seeded: boolean; artists: number; artworks: number };

// Two image jobs at a time: each sharp pipeline is single-threaded here, and the machine has two cores.
const CONCURRENCY = 2;
// The fastest AVIF effort: the catalog must be up within a minute of the first start on two
// cores; AVIF files come out ~17% larger than at the upload default, still far below WebP and JPEG.
const DEMO_AVIF_EFFORT = 0;
const SEED_LOCK = 7_314_210;

/**
 * Seeds the demo catalog into an empty catalog. Crash-safe: images are stored first (idempotent,
 * keyed by content hash, and the renders are deterministic), then every catalog row goes in one
 * transaction, so a killed process leaves no catalog or the whole one, and a restart seeds again.
 */
export async function seedDemoCatalog(deps: SeedDeps, options: SeedOptions = {}): Promise<SeedResult> {
  if (await hasArtworks(deps.db)) return { seeded: false, artists: 0, artworks: 0 };
  const started = Date.now();
  const media = await renderImages(deps, options.maxSize ?? 1600);
  const imagesDone = Date.now();
  const postgres = await onPostgres(deps.db);
  const seeded = await deps.db.transaction().execute(async (trx) => {
    // Several app processes may start together on one PostgreSQL: one seeds, the others find it done.
    if (postgres) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasArtworks(trx)) return false;
    const typeIds = await ensureFormatTypes(trx);
    const rows = demoCatalogRows(media, deps.clock.now(), typeIds);
    await trx.insertInto('artists').values(rows.artists).execute();
    await trx.insertInto('artworks').values(rows.artworks).execute();
    await trx.insertInto('artwork_images').values(rows.images).execute();
    await trx.insertInto('artwork_formats').values(rows.formats).execute();
    await trx.insertInto('artwork_labels').values(rows.labels).execute();
    return true;
  });
  if (!seeded) return { seeded: false, artists: 0, artworks: 0 };
  const result = { seeded: true, artists: DEMO_ARTISTS.length, artworks: DEMO_ARTWORKS.length };
  deps.log.info(
    { ...result, images: media.size, imagesMs: imagesDone - started, totalMs: Date.now() - started },
    'demo catalog seeded',
  );
  return result;
}

async function hasArtworks(db: Db): Promise<boolean> {
  return (await db.selectFrom('artworks').select('id').limit(1).executeTakeFirst()) !== undefined;
}

const onPostgres = (db: Db): Promise<boolean> =>
  sql<{ v: string }>`select version() as v`.execute(db).then(
    (r) => /postgres/i.test(r.rows[0]?.v ?? ''),
    () => false,
  );

/** Renders and stores every image, two at a time; returns media ids by image key. */
async function renderImages(deps: MediaDeps, maxSize: number): Promise<Map<string, string>> {
  const jobs = demoImageJobs(maxSize);
  const media = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const image = await renderArtwork(job.spec);
      const row = await processImage(deps, image, job.name, { avifEffort: DEMO_AVIF_EFFORT });
      media.set(job.key, row.id);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return media;
}

/** Adds the default categories and format types that are missing; returns type ids by key. */
async function ensureFormatTypes(trx: Db): Promise<Map<FormatTypeKey, string>> {
  const existing = await trx.selectFrom('format_categories').select(['id', 'slug']).execute();
  const categoryIds = new Map(existing.map((c) => [c.slug, c.id]));
  const missing = DEMO_CATEGORIES.filter((c) => !categoryIds.has(c.slug)).map((c) => {
    const id = newId();
    categoryIds.set(c.slug, id);
    const position = DEMO_CATEGORIES.indexOf(c);
    return {
      id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      keywords: JSON.stringify(c.keywords),
      color: c.color,
      position,
    };
  });
  if (missing.length > 0) await trx.insertInto('format_categories').values(missing).execute();

  const types = await trx.selectFrom('format_types').select(['id', 'name']).execute();
  const typeIds = new Map<FormatTypeKey, string>();
  for (const t of DEMO_FORMAT_TYPES) {
    const found = types.find((row) => row.name === t.name);
    const categoryId = categoryIds.get(t.category);
    if (found) typeIds.set(t.key, found.id);
    else if (categoryId) {
      const id = newId();
      await trx
        .insertInto('format_types')
        .values({
          id,
          name: t.name,
          category_id: categoryId,
          description: t.description,
          price_multiplier: t.priceMultiplier,
        })
        .execute();
      typeIds.set(t.key, id);
    }
  }
  return typeIds;
}

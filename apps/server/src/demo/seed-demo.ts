import { sql } from 'kysely';
import { dialectOf, inTransaction } from '../db/tx.ts';
import { insertArtists } from '../modules/artists/index.ts';
import { hasAnyArtwork, insertArtworkSeedRows } from '../modules/artworks/index.ts';
import { ensureFormats } from '../modules/formats/index.ts';
import { type MediaDeps, processImage } from '../modules/media/index.ts';
import { renderArtwork } from './artwork-art.ts';
import { DEMO_ARTISTS, DEMO_ARTWORKS } from './demo-data.ts';
import { DEMO_CATEGORIES, DEMO_FORMAT_TYPES } from './demo-formats.ts';
import { demoImageJobs } from './demo-images.ts';
import { demoCatalogRows } from './demo-rows.ts';

type SeedLog = { info(details: object, message: string): void };
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
  if (await hasAnyArtwork(deps.db)) return { seeded: false, artists: 0, artworks: 0 };
  const started = Date.now();
  const media = await renderImages(deps, options.maxSize ?? 1600);
  const imagesDone = Date.now();
  const seeded = await inTransaction(deps.db, async (tx) => {
    // Several app processes may start together on one PostgreSQL: one seeds, the others find it done.
    if (dialectOf(tx) === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (await hasAnyArtwork(tx)) return false;
    const typeIds = await ensureFormats(tx, DEMO_CATEGORIES, DEMO_FORMAT_TYPES);
    const rows = demoCatalogRows(media, deps.clock.now(), typeIds);
    await insertArtists(tx, rows.artists);
    await insertArtworkSeedRows(tx, rows);
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

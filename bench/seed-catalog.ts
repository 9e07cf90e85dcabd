import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { type Db, openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoCatalog } from '../apps/server/src/demo/seed-demo.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { newId } from '../apps/server/src/platform/ids.ts';
import { createLocalStorage } from '../apps/server/src/platform/media/storage.ts';

const log = pino({ level: 'warn' });

/** The demo catalog with its real generated images, seeded once and copied for each size. */
export async function seedTemplate(dir: string): Promise<void> {
  mkdirSync(join(dir, 'media'), { recursive: true });
  const handle = openDb({ sqliteFile: join(dir, 'vernissage.db') });
  await migrateToLatest(handle);
  await seedDemoCatalog({ db: handle.db, storage: createLocalStorage(join(dir, 'media')), clock: systemClock, log });
  await handle.close();
}

// Rows per INSERT: well under both databases' bound-parameter limits at ~20 columns a row.
const BATCH = 500;

async function insertBatched<T extends object>(insert: (rows: T[]) => Promise<unknown>, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Grows the catalog in `db` (seeded from the demo) to `size` artworks by re-using the demo works'
 * rows and images, a few hundred rows per statement so 100,000 works take seconds, not minutes.
 */
export async function growCatalog(db: Db, size: number): Promise<void> {
  // Masks as text: one past 2^53 is no JavaScript number, and a copy must bring it exact (migration 037).
  const masks = await db
    .selectFrom('artworks')
    .select(['id', sql<string>`cast(label_mask as text)`.as('mask')])
    .execute();
  const maskOf = new Map(masks.map((m) => [m.id, m.mask]));
  const artworks = (await db.selectFrom('artworks').selectAll().execute()).map((a) => ({
    ...a,
    label_mask: maskOf.get(a.id) ?? '0',
  }));
  const formats = await db.selectFrom('artwork_formats').selectAll().execute();
  const images = await db.selectFrom('artwork_images').selectAll().execute();
  const labels = await db.selectFrom('artwork_labels').selectAll().execute();
  const own = <T extends { artwork_id: string }>(rows: T[], id: string) => rows.filter((r) => r.artwork_id === id);
  const missing = size - artworks.length;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < missing; start += BATCH) {
      const works: typeof artworks = [];
      const f: typeof formats = [];
      const im: typeof images = [];
      const l: typeof labels = [];
      for (let i = start; i < Math.min(missing, start + BATCH); i++) {
        const source = artworks[i % artworks.length];
        if (!source) break;
        const id = newId();
        const title = `${source.title} ${Math.floor(i / artworks.length) + 2}`;
        works.push({ ...source, id, title, featured: 0, search_text: `${title} ${source.search_text}`.toLowerCase() });
        for (const x of own(formats, source.id)) f.push({ ...x, id: newId(), artwork_id: id });
        for (const x of own(images, source.id)) im.push({ ...x, artwork_id: id });
        for (const x of own(labels, source.id)) l.push({ ...x, artwork_id: id });
      }
      await trx.insertInto('artworks').values(works).execute();
      await insertBatched((rows) => trx.insertInto('artwork_formats').values(rows).execute(), f);
      await insertBatched((rows) => trx.insertInto('artwork_images').values(rows).execute(), im);
      await insertBatched((rows) => trx.insertInto('artwork_labels').values(rows).execute(), l);
    }
  });
}

/** Copies the template and grows its catalog to `size` artworks. */
export async function catalogOfSize(template: string, dir: string, size: number): Promise<void> {
  cpSync(template, dir, { recursive: true });
  const { db, close } = openDb({ sqliteFile: join(dir, 'vernissage.db') });
  await growCatalog(db, size);
  await close();
}

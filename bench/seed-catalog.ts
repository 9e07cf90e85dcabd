import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { openDb } from '../apps/server/src/db/connection.ts';
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

/** Copies the template and grows its catalog to `size` artworks by re-using the demo works' rows and images. */
export async function catalogOfSize(template: string, dir: string, size: number): Promise<void> {
  cpSync(template, dir, { recursive: true });
  const { db, close } = openDb({ sqliteFile: join(dir, 'vernissage.db') });
  const artworks = await db.selectFrom('artworks').selectAll().execute();
  const formats = await db.selectFrom('artwork_formats').selectAll().execute();
  const images = await db.selectFrom('artwork_images').selectAll().execute();
  const labels = await db.selectFrom('artwork_labels').selectAll().execute();
  const missing = size - artworks.length;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < missing; i++) {
      const source = artworks[i % artworks.length];
      if (!source) break;
      const id = newId();
      const title = `${source.title} ${Math.floor(i / artworks.length) + 2}`;
      await trx
        .insertInto('artworks')
        .values({ ...source, id, title, featured: 0, search_text: `${title} ${source.search_text}`.toLowerCase() })
        .execute();
      const own = <T extends { artwork_id: string }>(rows: T[]) => rows.filter((r) => r.artwork_id === source.id);
      for (const f of own(formats))
        await trx
          .insertInto('artwork_formats')
          .values({ ...f, id: newId(), artwork_id: id })
          .execute();
      for (const im of own(images))
        await trx
          .insertInto('artwork_images')
          .values({ ...im, artwork_id: id })
          .execute();
      for (const l of own(labels))
        await trx
          .insertInto('artwork_labels')
          .values({ ...l, artwork_id: id })
          .execute();
    }
  });
  await close();
}

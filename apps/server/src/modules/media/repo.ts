import { createHash } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { Insertable, MediaRow, MediaTable } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MediaStorage } from '../../platform/media/storage.ts';

/** What every media operation needs; a service passes its own deps straight through. */
export type MediaDeps = { db: Db; storage: MediaStorage; clock: Clock };

/** The media id: same bytes, same id, so an upload repeated (or a seed re-run) is one row. */
export const contentHash = (input: Buffer): string => createHash('sha256').update(input).digest('hex').slice(0, 24);

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts after the files are stored, so a row always means its files exist. */
export async function insertMedia(db: Db, row: Insertable<MediaTable>): Promise<MediaRow> {
  await db
    .insertInto('media')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await findMedia(db, row.id);
  if (!stored) throw new Error(`Media ${row.id} was not stored`);
  return stored;
}

// Original names are only shown to admins; keep them short and free of path parts.
export const cleanName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(0, 200);

/** Which of these media ids are stored images. */
export async function findImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('id').where('id', 'in', ids).where('kind', '=', 'image').execute();
  return new Set(rows.map((r) => r.id));
}

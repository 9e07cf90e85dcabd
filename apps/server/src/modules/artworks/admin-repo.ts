import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import type {
  ArtworkFormatsTable,
  ArtworkImagesTable,
  ArtworkLabelsTable,
  ArtworkProvenanceTable,
  ArtworksTable,
  Insertable,
} from '../../db/schema.ts';
import type { ArtworkWrite } from './artwork-rows.ts';

/** The stored artwork an edit starts from: its row, formats and labels. */
export async function findArtworkForEdit(db: Db, id: string) {
  const row = await db.selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [formats, labels] = await Promise.all([
    db
      .selectFrom('artwork_formats')
      .select(['id', 'available', 'format_type_id', 'shipping_class'])
      .where('artwork_id', '=', id)
      .orderBy('position')
      .execute(),
    db.selectFrom('artwork_labels').select(['kind', 'value']).where('artwork_id', '=', id).orderBy('value').execute(),
  ]);
  const withheld = await db
    .selectFrom('edition_numbers')
    .select('number')
    .where('artwork_id', '=', id)
    .where('state', '=', 'withheld')
    .orderBy('number')
    .execute();
  return { row, formats, labels, withheldNumbers: withheld.map((w) => Number(w.number)) };
}

/** What the back office sees beyond the storefront's shape: times, the edition size, units and the stored marks. */
export async function findAdminFacts(db: Db, ids?: string[]) {
  let query = db
    .selectFrom('artworks')
    .select([
      'id',
      'created_at',
      'updated_at',
      'limited_count',
      'availability',
      'limited',
      'units',
      'ownership',
      'commission_bp',
    ]);
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  return query.execute();
}

export async function insertArtwork(db: Db, id: string, createdAt: string, write: ArtworkWrite): Promise<void> {
  const row: Insertable<ArtworksTable> = { ...write.artwork, id, created_at: createdAt };
  await db.insertInto('artworks').values(row).execute();
  await insertParts(db, id, write);
}

/**
 * Rewrites the artwork row first (which locks it against a concurrent edit and checkout), then its
 * parts. The edition may not shrink below the units already sold or held plus the numbers withheld.
 */
export async function updateArtwork(db: Db, id: string, write: ArtworkWrite): Promise<'updated' | 'missing' | 'held'> {
  const units = write.artwork.units ?? 1;
  const updated = await db
    .updateTable('artworks')
    .set(write.artwork)
    .where('id', '=', id)
    .where((eb) => eb(eb('sold', '+', eb.ref('reserved')), '<=', units - write.withheldNumbers.length))
    .executeTakeFirst();
  if (affected(updated) === 0) {
    const found = await db.selectFrom('artworks').select('id').where('id', '=', id).executeTakeFirst();
    return found ? 'held' : 'missing';
  }
  await db.deleteFrom('artwork_formats').where('artwork_id', '=', id).execute();
  await db.deleteFrom('artwork_images').where('artwork_id', '=', id).execute();
  await db.deleteFrom('artwork_labels').where('artwork_id', '=', id).execute();
  if (write.provenance) await db.deleteFrom('artwork_provenance').where('artwork_id', '=', id).execute();
  await insertParts(db, id, write);
  return 'updated';
}

async function insertParts(db: Db, id: string, write: ArtworkWrite): Promise<void> {
  await db
    .insertInto('artwork_formats')
    .values(write.formats.map((f) => ({ ...f, artwork_id: id })))
    .execute();
  await db
    .insertInto('artwork_images')
    .values(write.imageIds.map((media_id, position) => ({ artwork_id: id, position, media_id })))
    .execute();
  if (write.labels.length > 0) {
    await db
      .insertInto('artwork_labels')
      .values(write.labels.map((l) => ({ ...l, artwork_id: id })))
      .execute();
  }
  if (write.provenance?.length) {
    await db
      .insertInto('artwork_provenance')
      .values(write.provenance.map((p) => ({ ...p, artwork_id: id })))
      .execute();
  }
}

/** Every provenance entry of these artworks, the private ones too, each artwork's in order. */
export function findAllProvenance(db: Db, ids: string[]) {
  return db
    .selectFrom('artwork_provenance')
    .select(['artwork_id', 'date', 'text', 'public'])
    .where('artwork_id', 'in', ids.length ? ids : [''])
    .orderBy('artwork_id')
    .orderBy('position')
    .execute();
}

export async function deleteArtworkRow(db: Db, id: string): Promise<number> {
  const result = await db.deleteFrom('artworks').where('id', '=', id).executeTakeFirst();
  return affected(result);
}

/** Number of artworks per artist. */
export async function countByArtist(db: Db) {
  return db
    .selectFrom('artworks')
    .select(['artist_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('artist_id')
    .execute();
}

/** What an artist's artworks are searched by, for recomputing it after the artist is renamed. */
export async function findSearchSources(db: Db, artistId: string) {
  const rows = await db
    .selectFrom('artworks')
    .select(['id', 'title', 'medium'])
    .where('artist_id', '=', artistId)
    .execute();
  const ids = rows.map((r) => r.id);
  const labels = ids.length
    ? await db
        .selectFrom('artwork_labels')
        .select(['artwork_id', 'kind', 'value'])
        .where('artwork_id', 'in', ids)
        .orderBy('value')
        .execute()
    : [];
  return { rows, labels };
}

export async function setSearchText(db: Db, id: string, searchText: string): Promise<void> {
  await db.updateTable('artworks').set({ search_text: searchText }).where('id', '=', id).execute();
}

// Only ids and timestamps, one narrow query however large the catalog.
export async function findArtworkStamps(db: Db) {
  return db.selectFrom('artworks').select(['id', 'updated_at']).orderBy('id').execute();
}

export async function hasAnyArtwork(db: Db): Promise<boolean> {
  return (await db.selectFrom('artworks').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The demo seeder's rows, inserted in bulk inside its transaction. */
export type ArtworkSeedRows = {
  artworks: Insertable<ArtworksTable>[];
  images: Insertable<ArtworkImagesTable>[];
  formats: Insertable<ArtworkFormatsTable>[];
  labels: Insertable<ArtworkLabelsTable>[];
  provenance: Insertable<ArtworkProvenanceTable>[];
};

export async function insertArtworkSeedRows(tx: Db, rows: ArtworkSeedRows): Promise<void> {
  await tx.insertInto('artworks').values(rows.artworks).execute();
  await tx.insertInto('artwork_images').values(rows.images).execute();
  await tx.insertInto('artwork_formats').values(rows.formats).execute();
  await tx.insertInto('artwork_labels').values(rows.labels).execute();
  if (rows.provenance.length > 0) await tx.insertInto('artwork_provenance').values(rows.provenance).execute();
}

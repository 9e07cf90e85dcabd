import type { AdminArtwork, AdminArtworkBody } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { MediaDeps } from '../media/repo.ts';
import { type CatalogDeps, getArtist, listArtworks } from './service.ts';
import { resolveImageIds } from '../media/service.ts';
import { artworkSearchText, artworkWrite, type StoredArtwork, type WriteContext } from './artwork-rows.ts';
import {
  countByArtist,
  countOrderLinks,
  deleteArtworkRow,
  findAdminFacts,
  findArtworkForEdit,
  findSearchSources,
  insertArtwork,
  setSearchText,
  updateArtwork as updateArtworkRows,
} from './admin-repo.ts';

export type AdminArtworkDeps = MediaDeps;
/** The derived search column, for code that writes artworks in bulk (the demo seed). */
export { artworkSearchText };

export const ARTWORK_NOT_FOUND = 'Artwork not found';
export const ARTWORK_HAS_ORDERS = 'This artwork has orders and cannot be deleted. Mark it as sold instead.';

const catalogOf = (deps: AdminArtworkDeps): CatalogDeps => ({
  db: deps.db,
  mediaUrl: (key) => deps.storage.publicUrl(key),
});
// PostgreSQL answers EXISTS with a boolean, SQLite with 0/1.
const truthy = (v: unknown): boolean => v === true || Number(v) === 1;

/** Artworks in the storefront's shape plus admin facts; all of them, or the given ids. Newest first. */
async function adminArtworks(deps: AdminArtworkDeps, ids?: string[]): Promise<AdminArtwork[]> {
  const [page, facts] = await Promise.all([
    listArtworks(catalogOf(deps), ids ? { ids } : {}),
    findAdminFacts(deps.db, ids),
  ]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  return page.items
    .flatMap((a) => {
      const f = byId.get(a._id);
      return f ? [{ ...a, createdAt: f.created_at, updatedAt: f.updated_at, hasOrders: truthy(f.has_orders) }] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title));
}

export const listAdminArtworks = (deps: AdminArtworkDeps): Promise<AdminArtwork[]> => adminArtworks(deps);

export async function getAdminArtwork(deps: AdminArtworkDeps, id: string): Promise<AdminArtwork> {
  const [found] = await adminArtworks(deps, [id]);
  if (!found) throw new NotFound(ARTWORK_NOT_FOUND);
  return found;
}

/** The artist must exist and the images must be uploads; both are checked before writing. */
async function writeContext(deps: AdminArtworkDeps, body: AdminArtworkBody): Promise<WriteContext> {
  const artist = await getArtist(catalogOf(deps), body.artist);
  if (!artist) throw new BadRequest('Artist not found');
  const imageIds = await resolveImageIds(deps, body.images);
  return { artistName: artist.name, imageIds, now: isoNow(deps.clock) };
}

export async function createArtwork(deps: AdminArtworkDeps, body: AdminArtworkBody): Promise<AdminArtwork> {
  const context = await writeContext(deps, body);
  const write = artworkWrite(body, context);
  const id = newId();
  await artistStillThere(deps.db.transaction().execute((trx) => insertArtwork(trx, id, context.now, write)));
  return getAdminArtwork(deps, id);
}

export async function updateArtwork(deps: AdminArtworkDeps, id: string, body: AdminArtworkBody): Promise<AdminArtwork> {
  const stored = await findStored(deps.db, id);
  const write = artworkWrite(body, await writeContext(deps, body), stored);
  const updated = await artistStillThere(deps.db.transaction().execute((trx) => updateArtworkRows(trx, id, write)));
  if (!updated) throw new NotFound(ARTWORK_NOT_FOUND);
  return getAdminArtwork(deps, id);
}

/** An artist deleted between the check and the write fails the write's foreign key. */
async function artistStillThere<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new BadRequest('Artist not found');
    throw error;
  }
}

async function findStored(db: Db, id: string): Promise<StoredArtwork> {
  const found = await findArtworkForEdit(db, id);
  if (!found) throw new NotFound(ARTWORK_NOT_FOUND);
  const { row, formats, labels } = found;
  const values = (kind: string) => labels.filter((l) => l.kind === kind).map((l) => l.value);
  return { ...row, tags: values('tag'), collections: values('collection'), formats };
}

/** Deletes an artwork nobody has ordered; an ordered one keeps its link to the order's history. */
export async function deleteArtwork(deps: AdminArtworkDeps, id: string): Promise<void> {
  if ((await countOrderLinks(deps.db, id)) > 0) throw new Conflict(ARTWORK_HAS_ORDERS);
  try {
    if ((await deleteArtworkRow(deps.db, id)) === 0) throw new NotFound(ARTWORK_NOT_FOUND);
  } catch (error) {
    // An order placed between the check and the delete.
    if (isForeignKeyViolation(error)) throw new Conflict(ARTWORK_HAS_ORDERS);
    throw error;
  }
}

/** Number of artworks per artist id (artists without artworks are absent). */
export async function artworkCountsByArtist(db: Db): Promise<Map<string, number>> {
  return new Map((await countByArtist(db)).map((r) => [r.artist_id, Number(r.n)]));
}

/** Recomputes the search text of an artist's artworks after a rename; run it in the rename's transaction. */
export async function reindexArtistArtworks(db: Db, artistId: string, artistName: string): Promise<void> {
  const { rows, labels } = await findSearchSources(db, artistId);
  for (const r of rows) {
    const own = labels.filter((l) => l.artwork_id === r.id);
    const values = (kind: string) => own.filter((l) => l.kind === kind).map((l) => l.value);
    const text = artworkSearchText({ ...r, artistName, tags: values('tag'), collections: values('collection') });
    await setSearchText(db, r.id, text);
  }
}

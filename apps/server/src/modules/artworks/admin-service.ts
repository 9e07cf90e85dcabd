import {
  type AdminArtwork,
  type AdminArtworkBody,
  type AdminProvenanceEntry,
  type Artwork,
  type Availability,
  basisPointsToRate,
  EDITION_TEXT,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { inTransaction } from '../../db/tx.ts';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { artistName } from '../artists/index.ts';
import { type MediaDeps, resolveImageIds } from '../media/index.ts';
import {
  deleteArtworkRow,
  findAdminFacts,
  findAllProvenance,
  findArtworkForEdit,
  insertArtwork,
  updateArtwork as updateArtworkRows,
} from './admin-repo.ts';
import { NEWEST_FIRST } from './artwork-order.ts';
import { artworkWrite, type StoredArtwork, type WriteContext } from './artwork-rows.ts';
import { replaceWithheldNumbers } from './edition-repo.ts';
import { checkWithheldAgainstOrders, editionNumbersOf } from './editions.ts';
import { readArtworks } from './service.ts';

/** `catalogChanged` is called after every committed change, so the storefront reads afresh. */
/**
 * What the orders module tells the catalog about its works. Passed in when the routes are registered,
 * because orders depends on artworks (selling marks a work sold) and a module may not import back.
 */
type OrderedArtworks = {
  artworksWithOrders(db: Db, ids?: string[]): Promise<Set<string>>;
  hasOrders(db: Db, artworkId: string): Promise<boolean>;
};
export type AdminArtworkDeps = MediaDeps & { catalogChanged: () => void; orders: OrderedArtworks };

const ARTWORK_NOT_FOUND = 'Artwork not found';
const EDITION_TOO_SMALL = 'More units of this edition are already sold or reserved than that.';
const ARTWORK_HAS_ORDERS = 'This artwork has orders and cannot be deleted. Mark it as sold instead.';

/** The prices a read with `storedPrices` carries, typed as such (never null there). */
function storedPricesOf(a: Artwork): Pick<AdminArtwork, 'price' | 'formats'> {
  const formats = a.formats.map((f) => ({ ...f, price: f.price ?? 0 }));
  if (a.price === null || a.formats.some((f) => f.price === null))
    throw new Error(`${a._id} was read without its prices`);
  return { price: a.price, formats };
}

/** Artworks in the storefront's shape plus admin facts; all of them, or the given ids. Newest first. */
async function adminArtworks(deps: AdminArtworkDeps, ids?: string[]): Promise<AdminArtwork[]> {
  const catalog = { db: deps.db, mediaUrl: (key: string) => deps.storage.publicUrl(key) };
  const [page, facts, ordered] = await Promise.all([
    readArtworks(catalog, ids ? { ids } : {}, NEWEST_FIRST, true),
    findAdminFacts(deps.db, ids),
    deps.orders.artworksWithOrders(deps.db, ids),
  ]);
  const byId = new Map(facts.map((f) => [f.id, f]));
  const provenance = new Map<string, AdminProvenanceEntry[]>();
  for (const p of await findAllProvenance(
    deps.db,
    page.items.map((a) => a._id),
  )) {
    const list = provenance.get(p.artwork_id) ?? [];
    list.push({ date: p.date, text: p.text, public: p.public === 1 });
    provenance.set(p.artwork_id, list);
  }
  const works = facts.map((f) => ({ id: f.id, limited: f.limited === 1, units: Number(f.units) }));
  const numbers = await editionNumbersOf(deps.db, works);
  return page.items.flatMap((a) => {
    const f = byId.get(a._id);
    if (!f) return [];
    // The form edits the gallery's own marks and the edition size, not what the store derives.
    const stored = { limitedCount: f.limited_count, availability: f.availability as Availability };
    const edition = numbers.get(a._id) ?? null;
    return [
      {
        ...a,
        ...storedPricesOf(a),
        ...stored,
        createdAt: f.created_at,
        updatedAt: f.updated_at,
        hasOrders: ordered.has(a._id),
        provenance: provenance.get(a._id) ?? [],
        withheldNumbers: edition?.withheld ?? [],
        editionNumbers: edition,
        ownership: f.ownership,
        commissionRate: f.commission_bp === null ? null : basisPointsToRate(Number(f.commission_bp)),
      },
    ];
  });
}

export const listAdminArtworks = (deps: AdminArtworkDeps): Promise<AdminArtwork[]> => adminArtworks(deps);

async function getAdminArtwork(deps: AdminArtworkDeps, id: string): Promise<AdminArtwork> {
  const [found] = await adminArtworks(deps, [id]);
  if (!found) throw new NotFound(ARTWORK_NOT_FOUND);
  return found;
}

/** The artist must exist and the images must be uploads; both are checked before writing. */
async function writeContext(deps: AdminArtworkDeps, body: AdminArtworkBody): Promise<WriteContext> {
  const name = await artistName(deps.db, body.artist);
  if (name === undefined) throw new BadRequest('Artist not found');
  const imageIds = await resolveImageIds(deps, body.images);
  return { artistName: name, imageIds, now: isoNow(deps.clock) };
}

export async function createArtwork(deps: AdminArtworkDeps, body: AdminArtworkBody): Promise<AdminArtwork> {
  const context = await writeContext(deps, body);
  const write = artworkWrite(body, context);
  const id = newId();
  await artistStillThere(
    inTransaction(deps.db, async (tx) => {
      await insertArtwork(tx, id, context.now, write);
      await replaceWithheldNumbers(tx, id, write.withheldNumbers);
    }),
  );
  deps.catalogChanged();
  return getAdminArtwork(deps, id);
}

export async function updateArtwork(deps: AdminArtworkDeps, id: string, body: AdminArtworkBody): Promise<AdminArtwork> {
  const stored = await findStored(deps.db, id);
  const write = artworkWrite(body, await writeContext(deps, body), stored);
  const units = write.artwork.units ?? 1;
  const outcome = await artistStillThere(
    inTransaction(deps.db, async (tx) => {
      const result = await updateArtworkRows(tx, id, write);
      // Too many units taken: a withheld number an order holds is named; otherwise the edition is too small.
      if (result === 'held') await checkWithheldAgainstOrders(tx, id, write.withheldNumbers);
      if (result !== 'updated') return result;
      // The row is locked now: no checkout can take a number until this commits.
      await checkWithheldAgainstOrders(tx, id, write.withheldNumbers, { size: units, tooSmall: EDITION_TOO_SMALL });
      await replaceWithheldNumbers(tx, id, write.withheldNumbers);
      return result;
    }),
  );
  if (outcome === 'missing') throw new NotFound(ARTWORK_NOT_FOUND);
  if (outcome === 'held') {
    const sizeAlone = stored.sold + stored.reserved <= units;
    throw new Conflict(
      sizeAlone && write.withheldNumbers.length > 0 ? EDITION_TEXT.tooManyWithheld : EDITION_TOO_SMALL,
    );
  }
  deps.catalogChanged();
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

async function findStored(db: Db, id: string): Promise<StoredArtwork & { sold: number; reserved: number }> {
  const found = await findArtworkForEdit(db, id);
  if (!found) throw new NotFound(ARTWORK_NOT_FOUND);
  const { row, formats, labels, withheldNumbers } = found;
  const values = (kind: string) => labels.filter((l) => l.kind === kind).map((l) => l.value);
  return { ...row, tags: values('tag'), collections: values('collection'), formats, withheldNumbers };
}

/** Deletes an artwork nobody has ordered; an ordered one keeps its link to the order's history. */
export async function deleteArtwork(deps: AdminArtworkDeps, id: string): Promise<void> {
  if (await deps.orders.hasOrders(deps.db, id)) throw new Conflict(ARTWORK_HAS_ORDERS);
  try {
    if ((await deleteArtworkRow(deps.db, id)) === 0) throw new NotFound(ARTWORK_NOT_FOUND);
    deps.catalogChanged();
  } catch (error) {
    // An order placed between the check and the delete.
    if (isForeignKeyViolation(error)) throw new Conflict(ARTWORK_HAS_ORDERS);
    throw error;
  }
}

import { type AdminArtist, type AdminArtistBody, basisPointsToRate, rateToBasisPoints } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { inTransaction } from '../../db/tx.ts';
import { isoNow } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { joinedPictureOf, type MediaDeps, resolveImageIds } from '../media/index.ts';
import { getShopSettings } from '../settings/index.ts';
import {
  type AdminArtistRow,
  deleteArtistRow,
  findArtistRow,
  findArtistRows,
  insertArtistRow,
  updateArtistRow,
} from './admin-repo.ts';
import { artistSearchText } from './service.ts';

/** `catalogChanged` is called after every committed change, so the storefront reads afresh. */
/**
 * What the artworks module does for an artist's works. Passed in when the routes are registered,
 * because artworks depends on artists (a work names its artist) and a module may not import back.
 */
type ArtistArtworks = {
  countsByArtist(db: Db): Promise<Map<string, number>>;
  reindexArtist(tx: Db, artistId: string, artistName: string): Promise<void>;
};
export type AdminArtistDeps = MediaDeps & { catalogChanged: () => void; artworks: ArtistArtworks };

const ARTIST_NOT_FOUND = 'Artist not found';
const ARTIST_HAS_ARTWORKS = 'This artist still has artworks. Delete or reassign them first.';

const parseList = (json: string): string[] => JSON.parse(json) as string[];

function toAdminArtist(r: AdminArtistRow, artworkCount: number, deps: AdminArtistDeps): AdminArtist {
  const picture = joinedPictureOf(r, (key) => deps.storage.publicUrl(key));
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    bio: r.bio,
    website: r.website,
    instagram: r.instagram,
    email: r.email,
    country: r.country,
    profileImage: picture?.url ?? '',
    picture,
    awards: parseList(r.awards),
    style: parseList(r.style),
    verified: r.verified === 1,
    featured: r.featured === 1,
    artworkCount,
    commissionRate: basisPointsToRate(Number(r.commission_bp)),
  };
}

export async function listAdminArtists(deps: AdminArtistDeps): Promise<AdminArtist[]> {
  const [rows, counts] = await Promise.all([findArtistRows(deps.db), deps.artworks.countsByArtist(deps.db)]);
  return rows.map((r) => toAdminArtist(r, counts.get(r.id) ?? 0, deps));
}

async function getAdminArtist(deps: AdminArtistDeps, id: string): Promise<AdminArtist> {
  const row = await findArtistRow(deps.db, id);
  if (!row) throw new NotFound(ARTIST_NOT_FOUND);
  return toAdminArtist(row, (await deps.artworks.countsByArtist(deps.db)).get(id) ?? 0, deps);
}

/** The commission a save writes: the body's, else the stored one, else (a new artist) the shop's default. */
async function commissionOf(deps: AdminArtistDeps, body: AdminArtistBody, stored?: AdminArtistRow) {
  if (body.commissionRate !== undefined) return rateToBasisPoints(body.commissionRate);
  if (stored) return Number(stored.commission_bp);
  return rateToBasisPoints((await getShopSettings(deps.db)).defaultCommissionRate);
}

/** The columns a save writes; fields the body leaves out keep their stored value. */
async function artistColumns(deps: AdminArtistDeps, body: AdminArtistBody, stored?: AdminArtistRow) {
  const [imageId] = body.profileImage ? await resolveImageIds(deps, [body.profileImage]) : [];
  const style = body.style ?? (stored ? parseList(stored.style) : []);
  return {
    name: body.name,
    bio: body.bio,
    website: body.website,
    instagram: body.instagram,
    email: body.email,
    country: body.country,
    image_media_id: imageId ?? null,
    style: JSON.stringify(style),
    awards: JSON.stringify(body.awards),
    verified: (body.verified ?? stored?.verified === 1) ? 1 : 0,
    featured: (body.featured ?? stored?.featured === 1) ? 1 : 0,
    search_text: artistSearchText({ name: body.name, country: body.country, style }),
    commission_bp: await commissionOf(deps, body, stored),
    updated_at: isoNow(deps.clock),
  };
}

export async function createArtist(deps: AdminArtistDeps, body: AdminArtistBody): Promise<AdminArtist> {
  const id = newId();
  const columns = await artistColumns(deps, body);
  await insertArtistRow(deps.db, { ...columns, id, created_at: columns.updated_at });
  deps.catalogChanged();
  return getAdminArtist(deps, id);
}

/** A rename also refreshes the search text of the artist's artworks, in the same transaction. */
export async function updateArtist(deps: AdminArtistDeps, id: string, body: AdminArtistBody): Promise<AdminArtist> {
  const stored = await findArtistRow(deps.db, id);
  if (!stored) throw new NotFound(ARTIST_NOT_FOUND);
  const columns = await artistColumns(deps, body, stored);
  await inTransaction(deps.db, async (tx) => {
    await updateArtistRow(tx, id, columns);
    if (columns.name !== stored.name) await deps.artworks.reindexArtist(tx, id, columns.name);
  });
  deps.catalogChanged();
  return getAdminArtist(deps, id);
}

export async function deleteArtist(deps: AdminArtistDeps, id: string): Promise<void> {
  if (!(await findArtistRow(deps.db, id))) throw new NotFound(ARTIST_NOT_FOUND);
  if ((await deps.artworks.countsByArtist(deps.db)).has(id)) throw new Conflict(ARTIST_HAS_ARTWORKS);
  try {
    await deleteArtistRow(deps.db, id);
    deps.catalogChanged();
  } catch (error) {
    // An artwork added between the check and the delete.
    if (isForeignKeyViolation(error)) throw new Conflict(ARTIST_HAS_ARTWORKS);
    throw error;
  }
}

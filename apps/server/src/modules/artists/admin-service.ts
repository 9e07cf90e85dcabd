import type { AdminArtist, AdminArtistBody } from '@vernissage/contract';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { isoNow } from '../../platform/clock.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { MediaDeps } from '../media/repo.ts';
import { artworkCountsByArtist, reindexArtistArtworks } from '../artworks/admin-service.ts';
import { pictureOf } from '../media/pictures.ts';
import { resolveImageIds } from '../media/service.ts';
import {
  type AdminArtistRow,
  deleteArtistRow,
  findArtistRow,
  findArtistRows,
  insertArtistRow,
  updateArtistRow,
} from './admin-repo.ts';

export type AdminArtistDeps = MediaDeps;

export const ARTIST_NOT_FOUND = 'Artist not found';
export const ARTIST_HAS_ARTWORKS = 'This artist still has artworks. Delete or reassign them first.';

const parseList = (json: string): string[] => JSON.parse(json) as string[];

/** What the storefront's artist search looks through. */
export const artistSearchText = (a: { name: string; country: string; style: string[] }): string =>
  [a.name, a.country, ...a.style].join(' ').toLowerCase();

function toAdminArtist(r: AdminArtistRow, artworkCount: number, deps: AdminArtistDeps): AdminArtist {
  const picture =
    r.media_id && r.widths !== null
      ? pictureOf(
          {
            id: r.media_id,
            width: r.width ?? 0,
            height: r.height ?? 0,
            widths: r.widths,
            placeholder: r.placeholder ?? '',
          },
          (key) => deps.storage.publicUrl(key),
        )
      : null;
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
  };
}

export async function listAdminArtists(deps: AdminArtistDeps): Promise<AdminArtist[]> {
  const [rows, counts] = await Promise.all([findArtistRows(deps.db), artworkCountsByArtist(deps.db)]);
  return rows.map((r) => toAdminArtist(r, counts.get(r.id) ?? 0, deps));
}

async function getAdminArtist(deps: AdminArtistDeps, id: string): Promise<AdminArtist> {
  const row = await findArtistRow(deps.db, id);
  if (!row) throw new NotFound(ARTIST_NOT_FOUND);
  return toAdminArtist(row, (await artworkCountsByArtist(deps.db)).get(id) ?? 0, deps);
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
    updated_at: isoNow(deps.clock),
  };
}

export async function createArtist(deps: AdminArtistDeps, body: AdminArtistBody): Promise<AdminArtist> {
  const id = newId();
  const columns = await artistColumns(deps, body);
  await insertArtistRow(deps.db, { ...columns, id, created_at: columns.updated_at });
  return getAdminArtist(deps, id);
}

/** A rename also refreshes the search text of the artist's artworks, in the same transaction. */
export async function updateArtist(deps: AdminArtistDeps, id: string, body: AdminArtistBody): Promise<AdminArtist> {
  const stored = await findArtistRow(deps.db, id);
  if (!stored) throw new NotFound(ARTIST_NOT_FOUND);
  const columns = await artistColumns(deps, body, stored);
  await deps.db.transaction().execute(async (trx) => {
    await updateArtistRow(trx, id, columns);
    if (columns.name !== stored.name) await reindexArtistArtworks(trx, id, columns.name);
  });
  return getAdminArtist(deps, id);
}

export async function deleteArtist(deps: AdminArtistDeps, id: string): Promise<void> {
  if (!(await findArtistRow(deps.db, id))) throw new NotFound(ARTIST_NOT_FOUND);
  if ((await artworkCountsByArtist(deps.db)).has(id)) throw new Conflict(ARTIST_HAS_ARTWORKS);
  try {
    await deleteArtistRow(deps.db, id);
  } catch (error) {
    // An artwork added between the check and the delete.
    if (isForeignKeyViolation(error)) throw new Conflict(ARTIST_HAS_ARTWORKS);
    throw error;
  }
}

import type { HeroMedia } from '@vernissage/contract';
import type { CatalogReadDeps } from '../../platform/cache/catalog-cache.ts';
import { isoNow } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { type MediaDeps, pictureOf, storeImageOrVideo } from '../media/index.ts';
import { findCurrentHeroMedia, insertHeroMedia } from './repo.ts';

export type HeroMediaUploadDeps = MediaDeps & { catalogChanged: () => void };

/** The storefront's hero: the newest uploaded hero media. */
export async function getHeroMedia({ db, mediaUrl }: CatalogReadDeps): Promise<HeroMedia | null> {
  const row = await findCurrentHeroMedia(db);
  if (!row) return null;
  const isImage = row.resource_type === 'image';
  return {
    url: row.url,
    resource_type: isImage ? 'image' : 'video',
    created_at: row.created_at,
    picture: isImage ? pictureOf(row, mediaUrl) : null,
  };
}

/** Stores an image or an MP4/WebM video and makes it the storefront's hero (the newest wins). */
export async function uploadHeroMedia(deps: HeroMediaUploadDeps, file: Buffer, name: string): Promise<HeroMedia> {
  const stored = await storeImageOrVideo(deps, file, name);
  const created_at = isoNow(deps.clock);
  const hero = { url: stored.url, resource_type: stored.kind, created_at };
  await insertHeroMedia(deps.db, { id: newId(), media_id: stored.row.id, ...hero });
  deps.catalogChanged();
  return { ...hero, picture: stored.picture };
}

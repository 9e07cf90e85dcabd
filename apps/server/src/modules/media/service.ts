import {
  type HeroMedia,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_UPLOAD_MB,
  MAX_VIDEO_UPLOAD_MB,
  UNKNOWN_IMAGE,
  type UploadedImage,
  VIDEO_TOO_LARGE,
} from '@vernissage/contract';
import { isoNow } from '../../platform/clock.ts';
import { BadRequest, UnsupportedMediaType } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { processImage, toPicture } from '../../platform/media/image-pipeline.ts';
import type { MediaDeps } from './repo.ts';
import type { MediaStorage } from '../../platform/media/storage.ts';
import { processVideo, sniffVideo, videoUrl } from '../../platform/media/video.ts';
import { MB, type UploadCap } from './read-upload.ts';
import { findImageIds, insertHeroMedia } from './upload-repo.ts';

export type MediaUploadDeps = MediaDeps;

export const HERO_TYPES = 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image, or an MP4 or WebM video.';
export const IMAGE_CAP: UploadCap = { bytes: MAX_IMAGE_UPLOAD_MB * MB, message: IMAGE_TOO_LARGE };
export const VIDEO_CAP: UploadCap = { bytes: MAX_VIDEO_UPLOAD_MB * MB, message: VIDEO_TOO_LARGE };

/** Hero uploads: a video (recognised by its bytes) may be larger than an image. */
export const heroCap = (head: Buffer): UploadCap => (sniffVideo(head) ? VIDEO_CAP : IMAGE_CAP);

/** Checks and re-encodes an uploaded image (415 when it is not one); answers its largest JPEG. */
export async function uploadImage(deps: MediaUploadDeps, file: Buffer, name: string): Promise<UploadedImage> {
  const picture = toPicture(await processImage(deps, file, name), deps.storage);
  return { url: picture.url, picture };
}

/** Stores an image or an MP4/WebM video and makes it the storefront's hero (the newest wins). */
export async function uploadHeroMedia(deps: MediaUploadDeps, file: Buffer, name: string): Promise<HeroMedia> {
  const isVideo = sniffVideo(file) !== undefined;
  const row = isVideo ? await processVideo(deps, file, name) : await heroImage(deps, file, name);
  const picture = isVideo ? null : toPicture(row, deps.storage);
  const url = picture ? picture.url : videoUrl(row, deps.storage);
  const resource_type = isVideo ? 'video' : 'image';
  const created_at = isoNow(deps.clock);
  await insertHeroMedia(deps.db, { id: newId(), media_id: row.id, resource_type, url, created_at });
  return { url, resource_type, created_at, picture };
}

/** A hero upload that is no video must be an image; the refusal names both kinds. */
async function heroImage(deps: MediaUploadDeps, file: Buffer, name: string) {
  try {
    return await processImage(deps, file, name);
  } catch (error) {
    if (error instanceof UnsupportedMediaType && error.message === 'Unsupported image type') {
      throw new UnsupportedMediaType(HERO_TYPES);
    }
    throw error;
  }
}

/**
 * The media id behind a URL this server handed out (`<base>/<id>/<file>`), whatever the storage;
 * an absolute URL whose path is ours counts too.
 */
export function mediaIdOfUrl(url: string, storage: MediaStorage): string | undefined {
  const id = /([a-z0-9][a-z0-9_-]*)\/[a-z0-9][a-z0-9._-]*$/.exec(url)?.[1];
  if (!id) return undefined;
  const base = storage.publicUrl(`${id}/`);
  if (url.startsWith(base)) return id;
  if (!base.startsWith('/')) return undefined;
  try {
    return new URL(url).pathname.startsWith(base) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The stored images behind uploaded image URLs, in order and once each; 400 for any other URL. */
export async function resolveImageIds(deps: Pick<MediaDeps, 'db' | 'storage'>, urls: string[]): Promise<string[]> {
  const ids = urls.map((url) => mediaIdOfUrl(url.trim(), deps.storage));
  const wanted = [...new Set(ids.filter((id): id is string => id !== undefined))];
  const found = await findImageIds(deps.db, wanted);
  if (ids.includes(undefined) || found.size !== wanted.length) throw new BadRequest(UNKNOWN_IMAGE);
  return wanted;
}

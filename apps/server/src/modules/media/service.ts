import {
  IMAGE_TOO_LARGE,
  MAX_IMAGE_UPLOAD_MB,
  MAX_VIDEO_UPLOAD_MB,
  type Picture,
  UNKNOWN_IMAGE,
  type UploadedImage,
  VIDEO_TOO_LARGE,
} from '@vernissage/contract';
import type { MediaRow } from '../../db/schema.ts';
import { BadRequest, UnsupportedMediaType } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/media/storage.ts';
import { processImage } from './image-pipeline.ts';
import { sniffImage, UNSUPPORTED_IMAGE } from './image-types.ts';
import { type MediaPictureRow, pictureOf } from './pictures.ts';
import { MB, type UploadCap } from './read-upload.ts';
import { findImageIds, type MediaDeps } from './repo.ts';
import { processVideo, sniffVideo, videoUrl } from './video.ts';

export type { MediaDeps } from './repo.ts';
/** Stores an image under its content hash (see image-pipeline.ts); the demo seeder uses it directly. */
export { processImage };

export const IMAGE_CAP: UploadCap = { bytes: MAX_IMAGE_UPLOAD_MB * MB, message: IMAGE_TOO_LARGE };
export const VIDEO_CAP: UploadCap = { bytes: MAX_VIDEO_UPLOAD_MB * MB, message: VIDEO_TOO_LARGE };
const IMAGE_OR_VIDEO = 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image, or an MP4 or WebM video.';

/** Uploads that may be a video (recognised by its bytes) may be larger than an image. */
export const imageOrVideoCap = (head: Buffer): UploadCap => (sniffVideo(head) ? VIDEO_CAP : IMAGE_CAP);

/** The responsive picture of a stored image, at this server's media URLs. */
export const pictureOfStored = (row: MediaPictureRow, storage: MediaStorage): Picture =>
  pictureOf(row, (key) => storage.publicUrl(key));

/** Checks and re-encodes an uploaded image (415 when it is not one); answers its largest JPEG. */
export async function uploadImage(deps: MediaDeps, file: Buffer, name: string): Promise<UploadedImage> {
  const picture = pictureOfStored(await processImage(deps, file, name), deps.storage);
  return { url: picture.url, picture };
}

export type StoredImageOrVideo = { row: MediaRow; kind: 'image' | 'video'; url: string; picture: Picture | null };

/** Stores an image or an MP4/WebM video; a file that is neither is refused naming both kinds. */
export async function storeImageOrVideo(deps: MediaDeps, file: Buffer, name: string): Promise<StoredImageOrVideo> {
  if (sniffVideo(file) !== undefined) {
    const row = await processVideo(deps, file, name);
    return { row, kind: 'video', url: videoUrl(row, deps.storage), picture: null };
  }
  if (!sniffImage(file)) throw new UnsupportedMediaType(IMAGE_OR_VIDEO);
  try {
    const row = await processImage(deps, file, name);
    const picture = pictureOfStored(row, deps.storage);
    return { row, kind: 'image', url: picture.url, picture };
  } catch (error) {
    // The signature passed but sharp disagrees: the hero's refusal names videos too.
    if (error instanceof UnsupportedMediaType && error.message === UNSUPPORTED_IMAGE) {
      throw new UnsupportedMediaType(IMAGE_OR_VIDEO);
    }
    throw error;
  }
}

/**
 * The media id behind a URL this server handed out (`<base>/<id>/<file>`), whatever the storage;
 * an absolute URL whose path is ours counts too.
 */
function mediaIdOfUrl(url: string, storage: MediaStorage): string | undefined {
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

import type { MediaRow } from '../../db/schema.ts';
import { isoNow } from '../../platform/clock.ts';
import { PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/media/storage.ts';
import { cleanName, contentHash, findMedia, insertMedia, type MediaDeps } from './repo.ts';

const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

type VideoType = { mime: 'video/mp4' | 'video/webm'; ext: 'mp4' | 'webm' };
const MP4: VideoType = { mime: 'video/mp4', ext: 'mp4' };
const WEBM: VideoType = { mime: 'video/webm', ext: 'webm' };

// ISO base media brands browsers play as MP4 (QuickTime 'qt  ' and HEIF images are left out).
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
  'MSNV',
]);

/** Recognises MP4 (an `ftyp` box with an MP4 brand) and WebM (EBML magic) by their bytes. */
export function sniffVideo(input: Buffer): VideoType | undefined {
  if (input.length >= 4 && input.readUInt32BE(0) === 0x1a45dfa3) return WEBM;
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const boxSize = Math.min(input.readUInt32BE(0), input.length);
  // Major brand at 8, then (after the minor version) the compatible brands to the box's end.
  const brands = [input.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(input.toString('latin1', at, at + 4));
  return brands.some((b) => MP4_BRANDS.has(b)) ? MP4 : undefined;
}

/**
 * Stores an MP4 or WebM as is under `<hash>/video.<ext>` and records a `video` media row.
 * Videos are not transcoded (no ffmpeg dependency); the hero shows them muted and looping.
 */
export async function processVideo(deps: MediaDeps, input: Buffer, originalName: string): Promise<MediaRow> {
  if (input.length > MAX_VIDEO_BYTES) throw new PayloadTooLarge('Video is larger than 100 MB');
  const type = sniffVideo(input);
  if (!type) throw new UnsupportedMediaType('Unsupported video type (use MP4 or WebM)');
  const id = contentHash(input);
  const existing = await findMedia(deps.db, id);
  if (existing) return existing;
  await deps.storage.put(`${id}/video.${type.ext}`, input, type.mime);
  return insertMedia(deps.db, {
    id,
    kind: 'video',
    mime: type.mime,
    bytes: input.length,
    original_name: cleanName(originalName),
    created_at: isoNow(deps.clock),
  });
}

/** The public URL of a stored video. */
export function videoUrl(row: MediaRow, storage: MediaStorage): string {
  return storage.publicUrl(`${row.id}/video.${row.mime === WEBM.mime ? WEBM.ext : MP4.ext}`);
}

import type { Picture } from '@vernissage/contract';
import type { MediaUrl } from '../../platform/media/storage.ts';

export type { MediaUrl } from '../../platform/media/storage.ts';
export type MediaPictureRow = { id: string; width: number; height: number; widths: string; placeholder: string };
/** A media row's columns as a left join brings them (all null when there is no image). */
export type JoinedMediaColumns = {
  media_id: string | null;
  width: number | null;
  height: number | null;
  widths: string | null;
  placeholder: string | null;
};

/** The responsive picture of a stored image: `${base}${width}.avif|webp|jpg`. */
export function pictureOf(row: MediaPictureRow, mediaUrl: MediaUrl): Picture {
  const parsed: unknown = JSON.parse(row.widths);
  const widths = Array.isArray(parsed) ? parsed.filter((w): w is number => typeof w === 'number') : [];
  const base = mediaUrl(`${row.id}/`);
  return {
    url: `${base}${widths.at(-1) ?? row.width}.jpg`,
    base,
    width: row.width,
    height: row.height,
    widths,
    placeholder: row.placeholder,
  };
}

/** The picture of an optional, left-joined image. */
export function joinedPictureOf(r: JoinedMediaColumns, mediaUrl: MediaUrl): Picture | null {
  if (!r.media_id || r.widths === null) return null;
  const row = {
    id: r.media_id,
    width: r.width ?? 0,
    height: r.height ?? 0,
    widths: r.widths,
    placeholder: r.placeholder ?? '',
  };
  return pictureOf(row, mediaUrl);
}

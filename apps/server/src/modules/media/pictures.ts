import type { Picture } from '@vernissage/contract';

export type MediaPictureRow = { id: string; width: number; height: number; widths: string; placeholder: string };
export type MediaUrl = (key: string) => string;

/** The responsive picture of a stored image: `${base}${width}.avif|webp|jpg`. */
export function pictureOf(row: MediaPictureRow, mediaUrl: MediaUrl): Picture {
  const widths = JSON.parse(row.widths) as number[];
  const base = mediaUrl(`${row.id}/`);
  return {
    url: `${base}${widths[widths.length - 1] ?? row.width}.jpg`,
    base,
    width: row.width,
    height: row.height,
    widths,
    placeholder: row.placeholder,
  };
}

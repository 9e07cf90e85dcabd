import type { Picture } from '@vernissage/contract';

export const pictureFormats = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
] as const;

type Ext = 'avif' | 'webp' | 'jpg';

/** The URL of one rendition: `${base}${width}.${ext}` (the media pipeline's naming). */
export function pictureUrl(picture: Pick<Picture, 'base'>, width: number, ext: Ext): string {
  return `${picture.base}${width}.${ext}`;
}

function ascendingWidths(picture: Pick<Picture, 'widths'>): number[] {
  return [...new Set(picture.widths)].filter((w) => w > 0).sort((a, b) => a - b);
}

/** `srcset` for one file type, smallest first: `/m/a-320.avif 320w, /m/a-640.avif 640w`. */
export function buildSrcSet(picture: Pick<Picture, 'base' | 'widths'>, ext: Ext): string {
  return ascendingWidths(picture)
    .map((w) => `${pictureUrl(picture, w, ext)} ${w}w`)
    .join(', ');
}

/**
 * The JPEG for browsers that ignore srcset, and for Open Graph: the smallest rendition at least
 * `target` wide, else the largest one, else the original URL.
 */
export function fallbackSrc(picture: Pick<Picture, 'base' | 'widths' | 'url'>, target = 1280): string {
  const widths = ascendingWidths(picture);
  const width = widths.find((w) => w >= target) ?? widths.at(-1);
  return width === undefined ? picture.url : pictureUrl(picture, width, 'jpg');
}

import type { Picture } from '@vernissage/contract';
import { pictureUrl } from '../../ui/srcset.ts';

/** A small rendition for a thumbnail when the pipeline made one, else the image's own URL. */
export function thumbnailSrc(url: string, pictures: readonly Picture[] = [], target = 160): string {
  const picture = pictures.find((p) => p.url === url);
  if (!picture || picture.widths.length === 0) return url;
  const widths = [...picture.widths].sort((a, b) => a - b);
  const width = widths.find((w) => w >= target) ?? widths.at(-1);
  return width === undefined ? url : pictureUrl(picture, width, 'webp');
}

import type { MediumCategory } from '@vernissage/contract';
import type { StyleName } from './artwork-art.ts';
import type { PaletteName } from './palettes.ts';

/** A unique work: one 'Original' format. Prices in whole dollars; `was` marks a reduction. */
export type OriginalOffer = { kind: 'original'; price: number; was?: number };
/** A limited edition: print formats priced from `price`; `left` of `edition` remain. */
export type EditionOffer = {
  kind: 'edition';
  price: number;
  edition: number;
  left: number;
  was?: number;
  framed?: boolean;
  unavailable?: PrintSize;
};
export type PrintSize = 'small' | 'medium' | 'large' | 'framed';

/** A demo artwork as written by hand; `category` is what the medium text must infer to (tested). */
export type DemoArtwork = {
  artist: string;
  title: string;
  year: number;
  medium: string;
  category: MediumCategory;
  /** Width × height; for editions the largest print. */
  size: string;
  offer: OriginalOffer | EditionOffer;
  style: StyleName;
  palette: PaletteName;
  images: 1 | 2 | 3;
  featured?: boolean;
  availability?: 'reserved' | 'sold';
  tags: string[];
  collections?: string[];
  description: string;
};

export const original = (price: number, was?: number): OriginalOffer => ({ kind: 'original', price, was });
export const edition = (
  price: number,
  size: number,
  left: number,
  more: Omit<EditionOffer, 'kind' | 'price' | 'edition' | 'left'> = {},
): EditionOffer => ({ kind: 'edition', price, edition: size, left, ...more });

/** Width and height in inches, from a size like '36 × 48 in'. */
export function sizeOf(size: string): [number, number] {
  const match = /([\d.]+)\s*×\s*([\d.]+)/.exec(size);
  if (!match) throw new Error(`Demo size without width × height: ${size}`);
  return [Number(match[1]), Number(match[2])];
}

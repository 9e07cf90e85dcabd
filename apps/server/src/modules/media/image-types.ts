import sharp from 'sharp';

/** The image types an upload may be, recognised by their first bytes before any decoder sees them. */
export type ImageType = { name: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'; mime: string };

export const UNSUPPORTED_IMAGE = 'Unsupported file type. Upload a JPG, PNG, GIF, WebP or AVIF image.';

const ascii = (input: Buffer, from: number, to: number) =>
  input.length >= to ? input.toString('latin1', from, to) : '';

/** AVIF is an ISO-BMFF `ftyp` box whose major or compatible brands include `avif` (still) or `avis` (sequence). */
function isAvif(input: Buffer): boolean {
  if (ascii(input, 4, 8) !== 'ftyp' || input.length < 16) return false;
  const boxEnd = Math.min(input.readUInt32BE(0), input.length);
  const brands = [ascii(input, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(input, at, at + 4));
  return brands.some((b) => b === 'avif' || b === 'avis');
}

/** The allow-list: JPEG, PNG, GIF, WebP and AVIF by their signatures; anything else is undefined. */
export function sniffImage(input: Buffer): ImageType | undefined {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff)
    return { name: 'jpeg', mime: 'image/jpeg' };
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { name: 'png', mime: 'image/png' };
  const gif = ascii(input, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return { name: 'gif', mime: 'image/gif' };
  if (ascii(input, 0, 4) === 'RIFF' && ascii(input, 8, 12) === 'WEBP') return { name: 'webp', mime: 'image/webp' };
  if (isAvif(input)) return { name: 'avif', mime: 'image/avif' };
  return undefined;
}

/** What sharp must then report for the same bytes (it calls AVIF 'heif', compressed with AV1). */
export function decoderAgrees(type: ImageType, meta: { format?: string; compression?: string }): boolean {
  if (type.name === 'avif') return meta.format === 'heif' && meta.compression === 'av1';
  return meta.format === type.name;
}

// The buffer loaders of the allowed types; libvips names each loader class.
const ALLOWED_LOADERS = [
  'VipsForeignLoadJpegBuffer',
  'VipsForeignLoadPngBuffer',
  'VipsForeignLoadGifBuffer',
  'VipsForeignLoadNsgifBuffer',
  'VipsForeignLoadWebpBuffer',
  'VipsForeignLoadHeifBuffer',
];

/**
 * Process-wide: libvips may load only the allowed image types (no SVG, PDF, TIFF, ... whatever bytes
 * reach it). main.ts calls it once the demo seed, which draws its pictures as SVG, is done.
 */
export function restrictDecoders(): void {
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: ALLOWED_LOADERS });
}

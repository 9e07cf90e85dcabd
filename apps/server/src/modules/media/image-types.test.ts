import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngWithTrailingScript, refusedUploads } from '../../../test/upload-fixtures.ts';
import { decoderAgrees, restrictDecoders, sniffImage } from './image-types.ts';

const make = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#446688' } })
    [format]()
    .toBuffer();

describe('the upload allow-list', () => {
  it('knows JPEG, PNG, GIF, WebP and AVIF by their first bytes, and sharp agrees', async () => {
    for (const [format, mime] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const bytes = await make(format);
      const type = sniffImage(bytes);
      expect(type, format).toEqual({ name: format, mime });
      if (type) expect(decoderAgrees(type, await sharp(bytes).metadata()), format).toBe(true);
    }
    expect(sniffImage(await pngWithTrailingScript())?.name).toBe('png');
  });

  it('recognises none of the refused files', async () => {
    for (const { label, bytes } of await refusedUploads()) {
      if (label.includes('GIF signature')) continue; // passes the signature; sharp must disagree (below)
      expect(sniffImage(bytes), label).toBeUndefined();
    }
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });

  it('lets libvips load only the allowed types once restricted', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
    );
    const tiff = await make('tiff');
    const allowed = await Promise.all((['jpeg', 'png', 'gif', 'webp', 'avif'] as const).map(make));
    expect((await sharp(svg).metadata()).format).toBe('svg');
    restrictDecoders();
    for (const refused of [svg, tiff])
      await expect(sharp(refused).metadata()).rejects.toThrow(/unsupported image format/);
    for (const bytes of allowed) expect((await sharp(bytes).raw().toBuffer()).length).toBeGreaterThan(0);
  });
});

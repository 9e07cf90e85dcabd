import sharp from 'sharp';

/** RGB pixels, three bytes each. */
export type Raster = { data: Buffer; width: number; height: number };

/**
 * Renders SVG at its own (often reduced) size, then scales the pixels up to w × h plus `pad` on
 * every side, and cuts the pad off. Resizing the SVG input directly would make sharp re-render the
 * vector at full size, filters and all (5-10x slower). The pad exists because a blur filter fades
 * to transparent at the edge of the drawing surface: the fade lands in the pad, not on the work.
 */
export async function svgToRaster(svg: string, w: number, h: number, pad = 0): Promise<Raster> {
  const small = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Only the geometry: passing `info` whole would carry its `premultiplied` flag along.
  const { width, height } = small.info;
  const [fullW, fullH] = [Math.round(w * (1 + 2 * pad)), Math.round(h * (1 + 2 * pad))];
  if (width === w && height === h) return { data: small.data, width, height };
  const data = await sharp(small.data, { raw: { width, height, channels: 3 } })
    .resize(fullW, fullH, { fit: 'fill', kernel: 'linear' })
    .extract({ left: Math.round((fullW - w) / 2), top: Math.round((fullH - h) / 2), width: w, height: h })
    .raw()
    .toBuffer();
  return { data, width: w, height: h };
}

export const rawInput = (r: Raster) => ({ raw: { width: r.width, height: r.height, channels: 3 as const } });

import sharp, { type OverlayOptions } from 'sharp';
import { createRng } from './prng.ts';
import { type Raster, rawInput, svgToRaster } from './raster.ts';

// Gallery walls and mouldings: warm whites and greys; black, oak or white frames.
const WALLS = ['#efebe5', '#e9e6e1', '#f2eee8', '#e4e1db'];
const FRAMES = ['#1f1d1b', '#a9825a', '#f6f4f0'];

const block = (width: number, height: number, colour: string, left: number, top: number): OverlayOptions => ({
  input: { create: { width, height, channels: 3, background: colour } },
  left,
  top,
});

/**
 * The print as a shop would photograph it: in a thin frame with a wide white mat, hanging on a
 * softly lit wall, at the same size as the work image so thumbnails line up.
 */
export async function framedOnWall(work: Raster, seed: number): Promise<Raster> {
  const rng = createRng(seed ^ 0xf4a3e);
  const { width: w, height: h } = work;
  const [iw, ih] = [Math.round(w * 0.5), Math.round(h * 0.5)];
  const mat = Math.round(Math.min(iw, ih) * 0.14);
  const moulding = Math.max(2, Math.round(Math.min(w, h) * 0.012));
  const [fw, fh] = [iw + 2 * (mat + moulding), ih + 2 * (mat + moulding)];
  const [fx, fy] = [Math.round((w - fw) / 2), Math.round((h - fh) / 2 - h * 0.02)];
  const wall = rng.pick(WALLS);
  // Wall light and the frame's shadow are soft: drawn at a quarter size, then scaled up.
  const q = 0.25;
  const s = Math.min(w, h);
  const room = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * q)}" height="${Math.round(h * q)}" viewBox="0 0 ${w} ${h}">
    <defs><radialGradient id="light" cx="50%" cy="30%" r="80%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.4"/><stop offset="1" stop-color="#000000" stop-opacity="0.06"/></radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(s * 0.012).toFixed(1)}"/></filter></defs>
    <rect width="${w}" height="${h}" fill="${wall}"/><rect width="${w}" height="${h}" fill="url(#light)"/>
    <rect x="${fx + s * 0.006}" y="${fy + s * 0.018}" width="${fw}" height="${fh}" fill="#000" opacity="0.3" filter="url(#shadow)"/></svg>`;
  const background = await svgToRaster(room, w, h);
  const print = await sharp(work.data, rawInput(work)).resize(iw, ih).png().toBuffer();
  const [px, py] = [fx + moulding + mat, fy + moulding + mat];
  const data = await sharp(background.data, rawInput(background))
    .composite([
      block(fw, fh, rng.pick(FRAMES), fx, fy),
      block(fw - 2 * moulding, fh - 2 * moulding, '#fbfaf6', fx + moulding, fy + moulding),
      block(iw + 4, ih + 4, '#e2dfd8', px - 2, py - 2), // the mat's bevelled edge
      { input: print, left: px, top: py },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width: w, height: h };
}

import sharp from 'sharp';
import { collage } from './art-collage.ts';
import { orbs, truchet } from './art-digital.ts';
import { bauhaus, zellige } from './art-geometry.ts';
import { moire, waves } from './art-lines.ts';
import { colourField, horizon, organic } from './art-painting.ts';
import { bokeh, motion, seascape, shadows, treeline } from './art-photo.ts';
import { emblem } from './art-portrait.ts';
import { framedOnWall } from './framed.ts';
import { PALETTES, type PaletteName } from './palettes.ts';
import { createRng } from './prng.ts';
import { type Raster, rawInput, svgToRaster } from './raster.ts';
import type { Composition, Style } from './svg.ts';

/** Every generator, by name; each artist works in one or two of them (their "series"). */
const STYLES = {
  colourField,
  horizon,
  organic,
  bauhaus,
  zellige,
  collage,
  waves,
  moire,
  truchet,
  orbs,
  seascape,
  bokeh,
  motion,
  treeline,
  shadows,
  emblem,
} satisfies Record<string, Style>;
export type StyleName = keyof typeof STYLES;

/**
 * One generated image: style and palette (the artist's series), a seed (the work), width / height,
 * and the view: the whole work, a close-up detail, or the work framed on a wall (for prints).
 */
export type ArtSpec = {
  style: StyleName;
  palette: PaletteName;
  seed: number;
  aspect: number;
  maxSize?: number;
  view?: ArtView;
};
export type ArtView = 'work' | 'detail' | 'framed';

/**
 * Renders a composition to a JPEG, the stand-in for a photograph of the work that a gallery would
 * upload; it then goes through the same media pipeline as any upload. Deterministic for an ArtSpec.
 */
export async function renderArtwork(spec: ArtSpec): Promise<Buffer> {
  const max = spec.maxSize ?? 1600;
  const [w, h] = spec.aspect >= 1 ? [max, Math.round(max / spec.aspect)] : [Math.round(max * spec.aspect), max];
  // Seeded by the work alone, so every view (and size) of one work shows the same composition.
  const art = STYLES[spec.style]({ w, h, rng: createRng(spec.seed), palette: PALETTES[spec.palette] });
  let raster: Raster;
  if (spec.view === 'detail') {
    // A close-up: the viewBox narrows to a part of the work, rendered at full resolution.
    const rng = createRng(spec.seed ^ 0xde7a11);
    const [cw, ch] = [w / 2.2, h / 2.2];
    raster = await rasterise(art, w, h, spec.seed, [rng.range(0, w - cw), rng.range(0, h - ch), cw, ch]);
  } else {
    raster = await rasterise(art, w, h, spec.seed, [0, 0, w, h]);
    if (spec.view === 'framed') raster = await framedOnWall(raster, spec.seed);
  }
  return sharp(raster.data, rawInput(raster)).jpeg({ quality: 90 }).toBuffer();
}

// Drawn around the canvas and cut away: see svgToRaster.
const PAD = 0.04;
// Grain is felt more than seen: at full strength it made every encoder ~25% slower and the files larger.
const GRAIN_STRENGTH = 0.5;

/** The composition as RGB pixels at w × h, showing the `view` rectangle of it, with grain. */
async function rasterise(
  art: Composition,
  w: number,
  h: number,
  seed: number,
  view: [number, number, number, number],
): Promise<Raster> {
  const [vx, vy, vw, vh] = view;
  const [px, py] = [vw * PAD, vh * PAD];
  const [rw, rh] = [Math.round(w * (1 + 2 * PAD) * art.scale), Math.round(h * (1 + 2 * PAD) * art.scale)];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${rw}" height="${rh}" viewBox="${vx - px} ${vy - py} ${vw + 2 * px} ${vh + 2 * py}"><defs>${art.defs ?? ''}</defs>${art.body}</svg>`;
  const raster = await svgToRaster(svg, w, h, PAD);
  addGrain(raster.data, 3, art.grain * GRAIN_STRENGTH, seed);
  return raster;
}

/** Luminance noise, strongest in the mid-tones (like film grain or canvas tooth). In place. */
function addGrain(pixels: Buffer, channels: number, amplitude: number, seed: number): void {
  if (amplitude <= 0) return;
  const weight = Float32Array.from({ length: 256 }, (_, v) => amplitude * (1 - Math.abs(v - 128) / 192));
  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length); // clamps and rounds
  let state = seed | 1;
  for (let i = 0; i < out.length; i += channels) {
    // xorshift32 inline: two million pixels, so no function call per pixel.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const noise = ((state & 0xffff) / 0x8000 - 1 + (((state >>> 16) & 0xffff) / 0x8000 - 1)) * 1.2;
    for (let c = 0; c < 3; c++) {
      const v = out[i + c] ?? 0;
      out[i + c] = v + noise * (weight[v] ?? 0);
    }
  }
}

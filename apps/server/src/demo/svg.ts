import type { Palette } from './palettes.ts';
import type { Rng } from './prng.ts';

/** What every composition gets: the logical canvas size, a seeded random source and a palette. */
export type ArtContext = { w: number; h: number; rng: Rng; palette: Palette };
/**
 * A composition as SVG (in logical units), rendered at `scale` of full size and scaled up:
 * soft, blurred styles render at half size (4x fewer pixels to filter) with no visible loss.
 */
export type Composition = { defs?: string; body: string; scale: number; grain: number };
export type Style = (ctx: ArtContext) => Composition;

const f = (n: number): string => n.toFixed(1);

/** A full-width rect overflowing the canvas edges: a blurred background must not fade out at them. */
export function bleedRect(w: number, h: number, fill: string, top = 0, bottom = h): string {
  const [y0, y1] = [top <= 0 ? -h * 0.1 : top, bottom >= h ? h * 1.1 : bottom];
  return `<rect x="${f(-w * 0.1)}" y="${f(y0)}" width="${f(w * 1.2)}" height="${f(y1 - y0)}" fill="${fill}"/>`;
}

/** A closed, smooth, irregular loop around (cx, cy): Catmull-Rom through jittered radial points. */
export function blobPath(
  rng: Pick<Rng, 'range'>,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.28,
  points = 7,
): string {
  const start = rng.range(0, Math.PI * 2);
  const pts = Array.from({ length: points }, (_, i) => {
    const a = start + (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  return catmullRom(pts, true);
}

/** A smooth path through the points (closed or open), as cubic Béziers. */
export function catmullRom(pts: readonly (readonly [number, number])[], closed: boolean): string {
  const n = pts.length;
  const at = (i: number) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))] ?? [0, 0];
  let d = `M${f(at(0)[0])},${f(at(0)[1])}`;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0] ?? 0)},${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)},${f(c2[1] ?? 0)} ${f(p2[0])},${f(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** A gently rolling line across the canvas at height y (sum of a few slow sines). */
export function ridge(rng: Rng, w: number, y: number, amplitude: number, steps = 14): [number, number][] {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    f: rng.range(0.6, 1.6) * (i + 1),
    p: rng.range(0, 6.3),
    a: amplitude / (i + 1),
  }));
  // From a little before the left edge to a little after the right one, so blurring leaves no seam.
  return Array.from({ length: steps + 1 }, (_, i) => {
    const x = (i / steps) * w * 1.2 - w * 0.1;
    const t = (x / w) * Math.PI * 2;
    return [x, y + waves.reduce((s, wv) => s + Math.sin(t * wv.f + wv.p) * wv.a, 0)] as [number, number];
  });
}

const channels = (hex: string): [number, number, number] => {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};

/** Mixes two hex colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [channels(a), channels(b)];
  const c = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative lightness of a colour, 0 (black) to 1 (white). */
export const lightness = (hex: string): number => {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

/** The palette's inks from darkest to lightest, for styles that need a light and a dark whatever the palette. */
export const inksByLightness = (p: Palette): string[] => [...p.inks].sort((a, b) => lightness(a) - lightness(b));

/** The palette's ink at i, wrapping around. */
export const ink = (p: Palette, i: number): string =>
  p.inks[((i % p.inks.length) + p.inks.length) % p.inks.length] ?? p.ground;

export const fmt = f;

import type { ArtContext, Composition } from './svg.ts';
import { catmullRom, fmt as f, inksByLightness, type Style } from './svg.ts';

/** A sheet of paper with the plotted lines clipped inside a margin. */
function sheet({ w, h, palette }: ArtContext, margin: number, lines: string[]): Composition {
  const clip = `<clipPath id="sheet"><rect x="${f(margin * 0.6)}" y="${f(margin * 0.6)}" width="${f(w - margin * 1.2)}" height="${f(h - margin * 1.2)}"/></clipPath>`;
  return {
    defs: clip,
    body: `<rect width="${w}" height="${h}" fill="${palette.ground}"/><g clip-path="url(#sheet)" opacity="0.9">${lines.join('')}</g>`,
    scale: 1,
    grain: 5,
  };
}

// Plotter ink: the darkest colour of the palette, with a mid tone as the accent.
const plotterInks = (ctx: ArtContext) => {
  const inks = inksByLightness(ctx.palette);
  return { main: inks[0] ?? '#222222', accent: inks[1] ?? '#888888', stroke: f(Math.min(ctx.w, ctx.h) * 0.0019) };
};

/** Waves: many fine horizontal lines, lifted by one slow wave through the middle of the sheet. */
export const waves: Style = (ctx) => {
  const { w, h, rng } = ctx;
  const margin = Math.min(w, h) * 0.1;
  const { main, accent, stroke } = plotterInks(ctx);
  const count = rng.int(70, 110);
  const [cx, sx, freq] = [rng.range(0.35, 0.65) * w, w * rng.range(0.12, 0.22), rng.range(3, 7)];
  const accentFrom = rng.int(0, count - 15);
  const lines = Array.from({ length: count }, (_, i) => {
    const y0 = margin + ((h - margin * 2) * i) / (count - 1);
    const amp = h * 0.04 * Math.sin((i / count) * Math.PI) * rng.range(0.7, 1.1);
    const pts = Array.from({ length: 41 }, (_, k) => {
      const x = margin + ((w - margin * 2) * k) / 40;
      const bump = Math.exp(-(((x - cx) / sx) ** 2));
      return [x, y0 - bump * amp * (1 + 0.4 * Math.sin((x / w) * freq * Math.PI + i * 0.15))] as [number, number];
    });
    const colour = i >= accentFrom && i < accentFrom + 12 ? accent : main;
    return `<path d="${catmullRom(pts, false)}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`;
  });
  return sheet(ctx, margin, lines);
};

/** Moiré: two families of concentric circles, slightly apart, interfere where they cross. */
export const moire: Style = (ctx) => {
  const { w, h, rng } = ctx;
  const { main, accent, stroke } = plotterInks(ctx);
  const r0 = Math.min(w, h) * 0.42;
  const gap = r0 / rng.int(38, 52);
  const spread = rng.range(0.05, 0.09);
  const centres = [-1, 1].map((k) => [w / 2 + k * spread * w, h / 2 + rng.range(-0.04, 0.04) * h] as const);
  const lines = centres.flatMap(([cx, cy], k) =>
    Array.from(
      { length: Math.floor(r0 / gap) },
      (_, i) =>
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(gap * (i + 1))}" fill="none" stroke="${k ? accent : main}" stroke-width="${stroke}"/>`,
    ),
  );
  return sheet(ctx, Math.min(w, h) * 0.1, lines);
};

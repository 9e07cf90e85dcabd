import type { Rng } from './prng.ts';
import { fmt as f, ink, mix, type Style } from './svg.ts';

/** Collage: torn, slightly turned papers (flat, striped, dotted) with a few ruled graphite lines. */
export const collage: Style = ({ w, h, rng, palette }) => {
  const s = Math.min(w, h);
  const defs = [
    `<pattern id="stripes" width="${f(s * 0.025)}" height="${f(s * 0.025)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rng.int(0, 90)})"><rect width="${f(s * 0.025)}" height="${f(s * 0.025)}" fill="${palette.ground}"/><rect width="${f(s * 0.011)}" height="${f(s * 0.025)}" fill="${ink(palette, 1)}"/></pattern>`,
    `<pattern id="dots" width="${f(s * 0.02)}" height="${f(s * 0.02)}" patternUnits="userSpaceOnUse"><rect width="100%" height="100%" fill="${mix(palette.ground, ink(palette, 3), 0.15)}"/><circle cx="${f(s * 0.01)}" cy="${f(s * 0.01)}" r="${f(s * 0.004)}" fill="${ink(palette, 0)}"/></pattern>`,
  ];
  const fills = ['url(#stripes)', 'url(#dots)', ...palette.inks, mix(palette.ground, '#ffffff', 0.5)];
  const papers = Array.from({ length: rng.int(5, 7) }, (_, i) => {
    const [pw, ph] = [w * rng.range(0.28, 0.52), h * rng.range(0.2, 0.4)];
    const [x, y] = [rng.range(0.08, 0.92 - pw / w), rng.range(0.08, 0.92 - ph / h)].map((v, k) => v * (k ? h : w)) as [
      number,
      number,
    ];
    const d = tornRect(rng, x, y, pw, ph, s * 0.005);
    const turn = `transform="rotate(${f(rng.range(-7, 7))} ${f(x + pw / 2)} ${f(y + ph / 2)})"`;
    const fill = i === 0 ? ink(palette, 0) : rng.pick(fills);
    // Two faint offset copies stand in for a soft shadow, at no filter cost.
    const shadow = [1, 2]
      .map(
        (k) =>
          `<path d="${d}" fill="#000" opacity="0.07" transform="translate(${f(s * 0.003 * k)} ${f(s * 0.004 * k)})"/>`,
      )
      .join('');
    return `<g ${turn}>${shadow}<path d="${d}" fill="${fill}"/></g>`;
  });
  const disc = `<circle cx="${f(rng.range(0.3, 0.7) * w)}" cy="${f(rng.range(0.3, 0.7) * h)}" r="${f(s * rng.range(0.1, 0.16))}" fill="${ink(palette, 2)}" opacity="0.92"/>`;
  const ruled = Array.from({ length: rng.int(2, 3) }, () => {
    const y = rng.range(0.15, 0.85) * h;
    return `<line x1="${f(w * rng.range(0.06, 0.3))}" y1="${f(y)}" x2="${f(w * rng.range(0.7, 0.94))}" y2="${f(y + rng.range(-0.05, 0.05) * h)}" stroke="#2b2b2b" stroke-width="${f(s * 0.002)}" opacity="0.7"/>`;
  });
  const paper = `<rect width="${w}" height="${h}" fill="${palette.ground}"/>`;
  return {
    defs: defs.join(''),
    body: paper + papers.slice(0, 3).join('') + disc + papers.slice(3).join('') + ruled.join(''),
    scale: 1,
    grain: 9,
  };
};

/** A rectangle with a ragged, torn-paper outline. */
function tornRect(rng: Pick<Rng, 'range'>, x: number, y: number, w: number, h: number, jag: number): string {
  const pts: string[] = [];
  const edge = (x0: number, y0: number, x1: number, y1: number) => {
    const n = Math.max(4, Math.round(Math.hypot(x1 - x0, y1 - y0) / (jag * 4)));
    for (let i = 0; i < n; i++) {
      const t = i / n;
      pts.push(`${f(x0 + (x1 - x0) * t + rng.range(-jag, jag))},${f(y0 + (y1 - y0) * t + rng.range(-jag, jag))}`);
    }
  };
  edge(x, y, x + w, y);
  edge(x + w, y, x + w, y + h);
  edge(x + w, y + h, x, y + h);
  edge(x, y + h, x, y);
  return `M${pts.join(' L')} Z`;
}

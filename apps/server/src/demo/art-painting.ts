import type { Rng } from './prng.ts';
import { bleedRect, blobPath, catmullRom, fmt as f, ink, inksByLightness, mix, ridge, type Style } from './svg.ts';

/** A rectangle whose edges wander a little, like a brushed edge. */
function brushedRect(rng: Pick<Rng, 'range'>, x: number, y: number, w: number, h: number, jitter: number): string {
  const pts: [number, number][] = [];
  const side = (x0: number, y0: number, x1: number, y1: number, nx: number, ny: number) => {
    for (let i = 0; i < 9; i++) {
      const t = i / 9;
      const j = rng.range(-jitter, jitter);
      pts.push([x0 + (x1 - x0) * t + nx * j, y0 + (y1 - y0) * t + ny * j]);
    }
  };
  side(x, y, x + w, y, 0, 1);
  side(x + w, y, x + w, y + h, 1, 0);
  side(x + w, y + h, x, y + h, 0, 1);
  side(x, y + h, x, y, 1, 0);
  return catmullRom(pts, true);
}

/** Colour field: two or three luminous, soft-edged bands floating on a dark ground (after Rothko). */
export const colourField: Style = ({ w, h, rng, palette }) => {
  const bands = rng.int(2, 3);
  const margin = w * rng.range(0.07, 0.1);
  const gap = h * rng.range(0.03, 0.05);
  const top = h * rng.range(0.05, 0.08);
  const usable = h - top * 2 - gap * (bands - 1);
  const weights = Array.from({ length: bands }, () => rng.range(0.6, 1.5));
  const total = weights.reduce((a, b) => a + b, 0);
  const first = rng.int(0, 3);
  let y = top;
  const groups = weights.map((wt, i) => {
    const bh = (usable * wt) / total;
    const colour = ink(palette, first + i);
    const bw = w - margin * 2;
    // Broad translucent glazes of neighbouring colours, blurred more than the band, give it depth.
    const glazes = Array.from({ length: 7 }, () => {
      const tint = mix(colour, rng.chance(0.5) ? '#ffffff' : ink(palette, first + i + 1), rng.range(0.15, 0.3));
      return `<ellipse cx="${f(w / 2 + rng.range(-0.08, 0.08) * w)}" cy="${f(y + rng.range(0.2, 0.8) * bh)}" rx="${f(bw * rng.range(0.3, 0.48))}" ry="${f(bh * rng.range(0.08, 0.22))}" fill="${tint}" opacity="${f(rng.range(0.2, 0.45))}"/>`;
    });
    const band = `<g filter="url(#feather)"><path d="${brushedRect(rng, margin, y, bw, bh, w * 0.003)}" fill="${colour}"/></g><g filter="url(#glaze)">${glazes.join('')}</g>`;
    y += bh + gap;
    return band;
  });
  const defs = `<filter id="feather" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(w * 0.006)}"/></filter>
    <filter id="glaze" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${f(w * 0.025)}"/></filter>
    <radialGradient id="wash" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${mix(palette.ground, '#ffffff', 0.1)}"/><stop offset="1" stop-color="${mix(palette.ground, '#000000', 0.3)}"/></radialGradient>`;
  return {
    defs,
    body: `<rect width="${w}" height="${h}" fill="url(#wash)"/>${groups.join('')}`,
    scale: 0.25,
    grain: 10,
  };
};

/** Horizon: a graded sky, a sun disc with a halo, and hills fading into haze with distance. */
export const horizon: Style = ({ w, h, rng, palette }) => {
  const [deep = '#333333', mid = '#777777', warm = '#bbbbbb', light = '#eeeeee'] = inksByLightness(palette);
  const horizonY = h * rng.range(0.5, 0.64);
  const sun = {
    x: w * rng.range(0.25, 0.75),
    y: horizonY - h * rng.range(0.1, 0.28),
    r: Math.min(w, h) * rng.range(0.05, 0.09),
  };
  const layers = rng.int(3, 5);
  const defs = [
    `<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, mid, 0.45)}"/><stop offset="0.75" stop-color="${mix(light, warm, 0.3)}"/><stop offset="1" stop-color="${mix(warm, '#ffffff', 0.35)}"/></linearGradient>`,
    `<radialGradient id="halo"><stop offset="0" stop-color="${warm}" stop-opacity="0.6"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient>`,
    `<filter id="soft"><feGaussianBlur stdDeviation="${f(w * 0.002)}"/></filter>`,
    `<filter id="cloud" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="${f(w * 0.012)}"/></filter>`,
  ];
  const hills = Array.from({ length: layers }, (_, i) => {
    const t = (i + 1) / layers;
    const top = horizonY + (h - horizonY) * (i / layers) * 0.75;
    const colour = mix(mix(mid, light, 0.5), deep, t * t);
    defs.push(
      `<linearGradient id="hill${i}" x2="0" y2="1"><stop offset="0" stop-color="${mix(colour, light, 0.12)}"/><stop offset="1" stop-color="${mix(colour, deep, 0.25)}"/></linearGradient>`,
    );
    const pts = ridge(rng, w, top, h * rng.range(0.02, 0.06) * (1.2 - t * 0.5));
    return `<path d="${catmullRom(pts, false)} L${f(w * 1.1)},${f(h * 1.1)} L${f(-w * 0.1)},${f(h * 1.1)} Z" fill="url(#hill${i})"/>`;
  });
  // Faint horizontal drifts of cloud, and a haze where the land meets the sky.
  const clouds = Array.from(
    { length: rng.int(2, 5) },
    () =>
      `<ellipse cx="${f(rng.range(0, w))}" cy="${f(rng.range(h * 0.08, horizonY * 0.8))}" rx="${f(w * rng.range(0.15, 0.35))}" ry="${f(h * rng.range(0.015, 0.035))}" fill="${mix(light, '#ffffff', 0.4)}" opacity="${f(rng.range(0.12, 0.25))}" filter="url(#cloud)"/>`,
  );
  const body = `<g filter="url(#soft)">${bleedRect(w, h, 'url(#sky)')}${clouds.join('')}
    <circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(sun.r * 4.5)}" fill="url(#halo)"/>
    <circle cx="${f(sun.x)}" cy="${f(sun.y)}" r="${f(sun.r)}" fill="${mix(warm, '#fff4dc', 0.45)}"/>${hills.join('')}</g>`;
  return { defs: defs.join(''), body, scale: 0.4, grain: 9 };
};

/** Organic forms: layered, gradient-filled shapes drifting over a warm ground, a few out of focus. */
export const organic: Style = ({ w, h, rng, palette }) => {
  const count = rng.int(4, 6);
  const defs: string[] = [`<filter id="far"><feGaussianBlur stdDeviation="${f(w * 0.014)}"/></filter>`];
  const offset = rng.int(0, 3);
  const shapes = Array.from({ length: count }, (_, i) => {
    const [a, b] = [ink(palette, offset + i), ink(palette, offset + i + rng.int(1, 3))];
    defs.push(
      `<linearGradient id="g${i}" x1="0" y1="0" x2="${f(rng.range(0.3, 1))}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${mix(b, a, 0.35)}"/></linearGradient>`,
    );
    const size = Math.min(w, h) * rng.range(0.16, 0.34) * (i === 0 ? 1.5 : 1);
    const d = blobPath(
      rng,
      w * rng.range(0.22, 0.78),
      h * rng.range(0.22, 0.78),
      size * rng.range(0.8, 1.3),
      size,
      0.25,
      rng.int(5, 7),
    );
    const blur = i < 2 && rng.chance(0.6) ? ' filter="url(#far)"' : '';
    return `<path d="${d}" fill="url(#g${i})" opacity="${f(rng.range(0.82, 0.97))}"${blur}/>`;
  });
  const dots = Array.from(
    { length: rng.int(0, 3) },
    () =>
      `<circle cx="${f(rng.range(w * 0.1, w * 0.9))}" cy="${f(rng.range(h * 0.1, h * 0.9))}" r="${f(w * rng.range(0.01, 0.025))}" fill="${ink(palette, 3)}"/>`,
  );
  const cx = rng.range(0.2, 0.8) * w;
  const line = `<path d="M${f(cx)},${f(h * 0.12)} C${f(cx + w * 0.25)},${f(h * 0.35)} ${f(cx - w * 0.25)},${f(h * 0.6)} ${f(cx + w * rng.range(-0.1, 0.1))},${f(h * 0.88)}" fill="none" stroke="${ink(palette, 3)}" stroke-width="${f(w * 0.003)}" stroke-linecap="round"/>`;
  const ground = `<rect width="${w}" height="${h}" fill="${palette.ground}"/>`;
  return {
    defs: defs.join(''),
    body: ground + shapes.join('') + dots.join('') + (rng.chance(0.6) ? line : ''),
    scale: 0.4,
    grain: 7,
  };
};

import { bleedRect, blobPath, fmt as f, ink, inksByLightness, lightness, mix, type Style } from './svg.ts';

// Photographs render at a quarter size: they are soft by nature, and film grain is added at full size.
const vignette = (w: number, h: number, strength: number) => ({
  def: `<radialGradient id="vig" cx="50%" cy="50%" r="72%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
  layer: `<rect width="${w}" height="${h}" fill="url(#vig)"/>`,
});

const soft = (w: number, amount: number, id = 'lens') =>
  `<filter id="${id}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${f(w * amount)}"/></filter>`;

/** Long exposure at sea: fog-soft sky and water meeting at a barely-there horizon, a low glow. */
export const seascape: Style = ({ w, h, rng, palette }) => {
  const [dark = '#333333', sky = '#777777', sea = '#999999', light = '#eeeeee'] = inksByLightness(palette);
  const y = h * rng.range(0.42, 0.6);
  const vig = vignette(w, h, 0.22);
  const glowX = f(rng.range(0.25, 0.75) * 100);
  const defs = `${vig.def}${soft(w, 0.006)}<linearGradient id="air" x2="0" y2="1"><stop offset="0" stop-color="${mix(sky, dark, 0.25)}"/><stop offset="1" stop-color="${mix(light, '#ffffff', 0.25)}"/></linearGradient>
    <linearGradient id="water" x2="0" y2="1"><stop offset="0" stop-color="${mix(light, sea, 0.3)}"/><stop offset="1" stop-color="${mix(sea, dark, 0.6)}"/></linearGradient>
    <radialGradient id="glow" cx="${glowX}%" cy="${f((y / h) * 100)}%" r="45%"><stop offset="0" stop-color="${mix(light, '#fff6e8', 0.6)}" stop-opacity="0.75"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`;
  const island = rng.chance(0.5)
    ? `<path d="${blobPath(rng, w * rng.range(0.2, 0.8), y, w * rng.range(0.08, 0.18), h * 0.016, 0.2, 6)}" fill="${mix(dark, light, 0.35)}" opacity="0.55"/>`
    : '';
  const shimmer = `<rect x="${f(-w * 0.1)}" y="${f(y)}" width="${f(w * 1.2)}" height="${f(h * 0.01)}" fill="${mix(light, '#ffffff', 0.6)}" opacity="0.55"/>`;
  const body = `<g filter="url(#lens)">${bleedRect(w, h, 'url(#air)', 0, y)}${bleedRect(w, h, 'url(#water)', y)}${island}${shimmer}</g><rect width="${w}" height="${h}" fill="url(#glow)"/>${vig.layer}`;
  return { defs, body, scale: 0.25, grain: 13 };
};

/** City lights out of focus: overlapping discs of warm light on a dusky ground. */
export const bokeh: Style = ({ w, h, rng, palette }) => {
  const s = Math.min(w, h);
  const vig = vignette(w, h, 0.5);
  // Night is dark whatever the palette: the ground if it is dark, else the darkest ink, deepened.
  const lights = inksByLightness(palette).slice(1);
  const night =
    lightness(palette.ground) < 0.3 ? palette.ground : mix(inksByLightness(palette)[0] ?? '#222222', '#000000', 0.55);
  const defs = `${vig.def}${soft(w, 0.01, 'far')}${soft(w, 0.003, 'near')}<linearGradient id="dusk" x2="0.3" y2="1"><stop offset="0" stop-color="${mix(night, ink(palette, 3), 0.25)}"/><stop offset="1" stop-color="${night}"/></linearGradient>`;
  const discs = (n: number, min: number, max: number, opacity: [number, number]) =>
    Array.from(
      { length: n },
      () =>
        `<circle cx="${f(rng.range(-0.05, 1.05) * w)}" cy="${f(rng.range(0.15, 0.95) * h)}" r="${f(s * rng.range(min, max))}" fill="${mix(rng.pick(lights), '#ffffff', 0.15)}" opacity="${f(rng.range(...opacity))}"/>`,
    ).join('');
  const body = `<rect width="${w}" height="${h}" fill="url(#dusk)"/><g filter="url(#far)">${discs(rng.int(14, 22), 0.06, 0.14, [0.2, 0.4])}</g><g filter="url(#near)">${discs(rng.int(10, 18), 0.025, 0.07, [0.45, 0.85])}</g>${vig.layer}`;
  return { defs, body, scale: 0.25, grain: 16 };
};

/** Intentional camera movement: streaks of a landscape swept sideways, or of trees swept upwards. */
function sweep(vertical: boolean): Style {
  return ({ w, h, rng, palette }) => {
    const across = vertical ? w : h;
    const streaks = Array.from({ length: 70 }, (_, i) => {
      const t = i / 70;
      const base =
        t < 0.5 ? mix(ink(palette, 3), ink(palette, 0), t * 2) : mix(ink(palette, 0), ink(palette, 1), (t - 0.5) * 2);
      const colour = mix(base, ink(palette, rng.int(0, 3)), rng.range(0, 0.3));
      const [pos, size] = [t * across, across * rng.range(0.01, 0.04)];
      return vertical
        ? `<rect x="${f(pos)}" y="${f(-h * 0.1)}" width="${f(size)}" height="${f(h * 1.2)}" fill="${colour}"/>`
        : `<rect x="${f(-w * 0.1)}" y="${f(pos)}" width="${f(w * 1.2)}" height="${f(size)}" fill="${colour}"/>`;
    });
    const blur = vertical ? `${f(w * 0.004)} ${f(h * 0.05)}` : `${f(w * 0.05)} ${f(h * 0.004)}`;
    const vig = vignette(w, h, 0.3);
    const defs = `${vig.def}<filter id="sweep" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
    return {
      defs,
      body: `<g filter="url(#sweep)">${bleedRect(w, h, ink(palette, 0))}${streaks.join('')}</g>${vig.layer}`,
      scale: 0.25,
      grain: 14,
    };
  };
}
export const motion = sweep(false);
export const treeline = sweep(true);

/** Window light on a plain wall: a skewed, four-paned patch of sun with softly blurred edges. */
export const shadows: Style = ({ w, h, rng, palette }) => {
  const wall = mix(palette.ground, ink(palette, 0), 0.35);
  const sun = mix(palette.ground, '#fff8ec', 0.55);
  const [pw, ph] = [w * rng.range(0.34, 0.5), h * rng.range(0.38, 0.55)];
  const [x, y] = [rng.range(0.15, 0.85 - pw / w) * w, rng.range(0.12, 0.88 - ph / h) * h];
  const bar = Math.min(pw, ph) * 0.05;
  const panes = [0, 1].flatMap((c) =>
    [0, 1].map(
      (r) =>
        `<rect x="${f(x + c * (pw / 2 + bar / 2))}" y="${f(y + r * (ph / 2 + bar / 2))}" width="${f(pw / 2 - bar / 2)}" height="${f(ph / 2 - bar / 2)}" fill="${sun}"/>`,
    ),
  );
  const vig = vignette(w, h, 0.4);
  const defs = `${vig.def}${soft(w, 0.004, 'pen')}<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(wall, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${mix(wall, '#000000', 0.15)}"/></linearGradient>`;
  const skew = `transform="translate(${f(w * 0.1)} 0) skewX(${f(rng.range(-28, -12))}) rotate(${f(rng.range(-6, 6))} ${f(x)} ${f(y)})"`;
  const body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><g filter="url(#pen)" opacity="0.85"><g ${skew}>${panes.join('')}</g></g>${vig.layer}`;
  return { defs, body, scale: 0.5, grain: 12 };
};

import { fmt as f, ink, mix, type Style } from './svg.ts';

/**
 * Artist "portraits" are abstract duotone emblems, not faces: invented people should not get
 * invented faces, and a quiet emblem sits well beside real photographs when a gallery adds them.
 */
export const emblem: Style = ({ w, h, rng, palette }) => {
  const [a, b] = [ink(palette, 0), ink(palette, rng.int(1, 3))];
  const ground = mix(palette.ground, a, 0.08);
  const s = Math.min(w, h);
  const [cx, cy] = [w / 2, h / 2];
  const kind = rng.int(0, 2);
  let body = '';
  if (kind === 0) {
    // An arch (a doorway or a window) with a low sun
    const [aw, top] = [s * 0.46, h * 0.24];
    body = `<path d="M${f(cx - aw / 2)},${f(h * 0.82)} L${f(cx - aw / 2)},${f(top + aw / 2)} A${f(aw / 2)},${f(aw / 2)} 0 0 1 ${f(cx + aw / 2)},${f(top + aw / 2)} L${f(cx + aw / 2)},${f(h * 0.82)} Z" fill="${a}"/>
      <circle cx="${f(cx + aw * 0.05)}" cy="${f(h * 0.62)}" r="${f(s * 0.1)}" fill="${b}"/>`;
  } else if (kind === 1) {
    // A low sun behind three horizontal bands, like a landscape reduced to its bones
    const bands = [0.58, 0.68, 0.78].map(
      (y, i) =>
        `<rect x="${f(w * 0.2)}" y="${f(h * y)}" width="${f(w * 0.6)}" height="${f(h * 0.07)}" fill="${mix(a, ground, i * 0.3)}"/>`,
    );
    body = `<circle cx="${f(cx)}" cy="${f(h * 0.5)}" r="${f(s * 0.2)}" fill="${b}"/><rect x="${f(w * 0.2)}" y="${f(h * 0.56)}" width="${f(w * 0.6)}" height="${f(h * 0.3)}" fill="${ground}"/>${bands.join('')}`;
  } else {
    // A disc split into two halves, slightly offset
    const r = s * 0.3;
    body = `<path d="M${f(cx)},${f(cy - r)} A${f(r)},${f(r)} 0 0 0 ${f(cx)},${f(cy + r)} Z" fill="${a}"/>
      <path d="M${f(cx + s * 0.04)},${f(cy - r)} A${f(r)},${f(r)} 0 0 1 ${f(cx + s * 0.04)},${f(cy + r)} Z" fill="${b}"/>`;
  }
  return { body: `<rect width="${w}" height="${h}" fill="${ground}"/>${body}`, scale: 1, grain: 5 };
};

import { fmt as f, ink, mix, type Style } from './svg.ts';

/** Truchet: quarter-circle arcs on a grid, randomly turned, forming one continuous maze of curves. */
export const truchet: Style = ({ w, h, rng, palette }) => {
  const cols = rng.int(6, 11);
  const cell = w / cols;
  const rows = Math.ceil(h / cell);
  const width = f(cell * rng.range(0.14, 0.24));
  const [from, to] = [ink(palette, rng.int(0, 1)), ink(palette, rng.int(2, 3))];
  const arcs: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [x, y, half] = [c * cell, r * cell, cell / 2];
      // The colour drifts diagonally across the sheet, so the maze reads as one gradient.
      const t = Math.min(1, Math.max(0, (c / cols + r / rows) / 2 + rng.range(-0.08, 0.08)));
      const colour = mix(from, to, t);
      const d = rng.chance(0.5)
        ? `M${f(x + half)},${f(y)} A${f(half)},${f(half)} 0 0 1 ${f(x + cell)},${f(y + half)} M${f(x)},${f(y + half)} A${f(half)},${f(half)} 0 0 0 ${f(x + half)},${f(y + cell)}`
        : `M${f(x + half)},${f(y)} A${f(half)},${f(half)} 0 0 0 ${f(x)},${f(y + half)} M${f(x + cell)},${f(y + half)} A${f(half)},${f(half)} 0 0 1 ${f(x + half)},${f(y + cell)}`;
      arcs.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`);
    }
  }
  return { body: `<rect width="${w}" height="${h}" fill="${palette.ground}"/>${arcs.join('')}`, scale: 1, grain: 3 };
};

/** Orbs: a grid of glowing discs whose size and colour follow a slow interference field. */
export const orbs: Style = ({ w, h, rng, palette }) => {
  const cols = rng.int(5, 9);
  const cell = w / (cols + 1);
  const rows = Math.floor(h / cell) - 1;
  const [fx, fy, phase] = [rng.range(1, 3), rng.range(1, 3), rng.range(0, 6.28)];
  const defs = palette.inks.map(
    (c, i) =>
      `<radialGradient id="o${i}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.45)}"/><stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${mix(c, palette.ground, 0.45)}"/></radialGradient>`,
  );
  defs.push(
    `<radialGradient id="glow"><stop offset="0" stop-color="${ink(palette, 1)}" stop-opacity="0.45"/><stop offset="1" stop-color="${ink(palette, 1)}" stop-opacity="0"/></radialGradient>`,
  );
  const discs: string[] = [];
  const top = (h - rows * cell) / 2 + cell / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const v = (Math.sin((c / cols) * fx * Math.PI + phase) + Math.cos((r / rows) * fy * Math.PI - phase)) / 2;
      const radius = cell * (0.12 + 0.33 * (v + 1) * 0.5);
      const colour = Math.floor(((v + 1) / 2) * palette.inks.length * 0.999);
      discs.push(
        `<circle cx="${f(cell + c * cell)}" cy="${f(top + r * cell)}" r="${f(radius)}" fill="url(#o${colour})"/>`,
      );
    }
  }
  const glow = `<circle cx="${f(rng.range(0.3, 0.7) * w)}" cy="${f(rng.range(0.3, 0.7) * h)}" r="${f(Math.max(w, h) * 0.45)}" fill="url(#glow)"/>`;
  return {
    defs: defs.join(''),
    body: `<rect width="${w}" height="${h}" fill="${palette.ground}"/>${glow}${discs.join('')}`,
    scale: 1,
    grain: 4,
  };
};

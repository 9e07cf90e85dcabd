import { fmt as f, ink, inksByLightness, mix, type Style } from './svg.ts';

/** Bauhaus: a grid of tiles, each a flat field with one bold motif (disc, half disc, quarter, bars). */
export const bauhaus: Style = ({ w, h, rng, palette }) => {
  const margin = Math.min(w, h) * 0.07;
  const cols = rng.int(3, 4);
  const cw = (w - margin * 2) / cols;
  const rows = Math.max(2, Math.round((h - margin * 2) / cw));
  const ch = (h - margin * 2) / rows;
  const colours = [palette.ground, ...palette.inks];
  const tiles: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [x, y] = [margin + c * cw, margin + r * ch];
      const bg = rng.chance(0.35) ? palette.ground : rng.pick(colours);
      const fg = rng.pick(colours.filter((k) => k !== bg));
      tiles.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(cw + 0.5)}" height="${f(ch + 0.5)}" fill="${bg}"/>`);
      tiles.push(
        motif(rng.int(0, 6), rng.int(0, 3), x, y, cw, ch, fg, rng.pick(colours.filter((k) => k !== fg && k !== bg))),
      );
    }
  }
  return { body: `<rect width="${w}" height="${h}" fill="${palette.ground}"/>${tiles.join('')}`, scale: 1, grain: 6 };
};

function motif(
  kind: number,
  turn: number,
  x: number,
  y: number,
  w: number,
  h: number,
  fg: string,
  alt: string,
): string {
  const [cx, cy, r] = [x + w / 2, y + h / 2, Math.min(w, h) / 2];
  const rot = `transform="rotate(${turn * 90} ${f(cx)} ${f(cy)})"`;
  switch (kind) {
    case 0:
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.78)}" fill="${fg}"/>`;
    case 1: // half disc resting on the tile's edge
      return `<path d="M${f(cx - r)},${f(cy + r)} A${f(r)},${f(r)} 0 0 1 ${f(cx + r)},${f(cy + r)} Z" fill="${fg}" ${rot}/>`;
    case 2: // quarter disc from a corner
      return `<path d="M${f(cx - r)},${f(cy - r)} L${f(cx + r)},${f(cy - r)} A${f(r * 2)},${f(r * 2)} 0 0 1 ${f(cx - r)},${f(cy + r)} Z" fill="${fg}" ${rot}/>`;
    case 3: // bars
      return [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${f(cx - r)}" y="${f(cy - r + i * r * 0.72)}" width="${f(r * 2)}" height="${f(r * 0.36)}" fill="${fg}" ${rot}/>`,
        )
        .join('');
    case 4: // ring with a dot
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.62)}" fill="none" stroke="${fg}" stroke-width="${f(r * 0.28)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="${alt}"/>`;
    case 5: // diagonal half
      return `<path d="M${f(cx - r)},${f(cy - r)} L${f(cx + r)},${f(cy + r)} L${f(cx - r)},${f(cy + r)} Z" fill="${fg}" ${rot}/>`;
    default: // two half discs meeting
      return `<path d="M${f(cx - r)},${f(cy)} A${f(r / 2)},${f(r / 2)} 0 0 1 ${f(cx)},${f(cy)} Z" fill="${fg}" ${rot}/><path d="M${f(cx)},${f(cy)} A${f(r / 2)},${f(r / 2)} 0 0 0 ${f(cx + r)},${f(cy)} Z" fill="${alt}" ${rot}/>`;
  }
}

/** Zellige: a lattice of eight-pointed stars and crosses, as in Moroccan tilework, on a sandy ground. */
export const zellige: Style = ({ w, h, rng, palette }) => {
  const cols = rng.int(3, 5);
  const cell = w / cols;
  const rows = Math.ceil(h / cell) + 1;
  const top = (h - (rows - 1) * cell) / 2;
  const [dark = '#222222', , , light = '#eeeeee'] = inksByLightness(palette);
  const [starA, starB, centre] = [ink(palette, rng.int(0, 3)), ink(palette, rng.int(0, 3)), light];
  const star = (cx: number, cy: number, r: number) =>
    Array.from({ length: 16 }, (_, i) => {
      const a = (i / 16) * Math.PI * 2 + Math.PI / 8;
      const k = i % 2 ? 0.72 : 1;
      return `${f(cx + Math.cos(a) * r * k)},${f(cy + Math.sin(a) * r * k)}`;
    }).join(' ');
  const tiles: string[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c <= cols; c++) {
      const [cx, cy] = [c * cell, top + r * cell];
      const colour = (r + c) % 2 ? starA : starB;
      tiles.push(
        `<polygon points="${star(cx, cy, cell * 0.46)}" fill="${colour}" stroke="${light}" stroke-width="${f(cell * 0.025)}"/>`,
      );
      tiles.push(
        `<polygon points="${star(cx, cy, cell * 0.2)}" fill="${centre}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(cell * 0.06)}" fill="${dark}"/>`,
      );
      // The gap between four stars is a cross; a small diamond marks its centre.
      const [dx, dy, d] = [cx + cell / 2, cy + cell / 2, cell * 0.09];
      tiles.push(
        `<polygon points="${f(dx)},${f(dy - d)} ${f(dx + d)},${f(dy)} ${f(dx)},${f(dy + d)} ${f(dx - d)},${f(dy)}" fill="${dark}"/>`,
      );
    }
  }
  const ground = mix(palette.ground, light, 0.3);
  return { body: `<rect width="${w}" height="${h}" fill="${ground}"/>${tiles.join('')}`, scale: 1, grain: 12 };
};

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// `npx tsx apps/server/src/tools/default-hero.ts`: paints the storefront's default hero (decision 055),
// an abstract colour-field landscape in the gallery's muted tones, and writes it as AVIF, WebP and
// JPEG at the widths the hero's srcset names. Deterministic (fixed noise seeds): run it again and
// commit the files only when the painting itself changes.
const WIDTH = 2400;
const HEIGHT = 1600;
export const DEFAULT_HERO_WIDTHS = [640, 1280, 1920] as const;

// Painted with a margin all round, then cut out: the brush filter's displaced edges stay outside.
const MARGIN = 240;

const painting = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH + 2 * MARGIN}" height="${HEIGHT + 2 * MARGIN}" viewBox="${-MARGIN} ${-MARGIN} ${WIDTH + 2 * MARGIN} ${HEIGHT + 2 * MARGIN}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#cfc6b8"/><stop offset="0.55" stop-color="#e4dccd"/><stop offset="1" stop-color="#d8c8ad"/>
  </linearGradient>
  <filter id="brush" x="-20%" y="-20%" width="140%" height="140%">
    <feTurbulence type="fractalNoise" baseFrequency="0.006 0.022" numOctaves="4" seed="11" result="noise"/>
    <feDisplacementMap in="SourceGraphic" in2="noise" scale="90" xChannelSelector="R" yChannelSelector="G"/>
    <feGaussianBlur stdDeviation="5"/>
  </filter>
  <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="90"/></filter>
  <filter id="strokes" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.0025 0.03" numOctaves="4" seed="23"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.16  0 0 0 0 0.12  0 0 0 0 0.09  1.1 0 0 0 -0.42"/>
  </filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%">
    <feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="2" seed="5"/>
    <feColorMatrix type="matrix" values="0 0 0 0 0.2  0 0 0 0 0.17  0 0 0 0 0.14  0.9 0 0 0 -0.3"/>
  </filter>
  
</defs>
<rect x="${-MARGIN}" y="${-MARGIN}" width="${WIDTH + 2 * MARGIN}" height="${HEIGHT + 2 * MARGIN}" fill="url(#sky)"/>
<g filter="url(#glow)">
  <ellipse cx="1650" cy="420" rx="520" ry="260" fill="#efe6d4"/>
  <ellipse cx="520" cy="300" rx="620" ry="240" fill="#b9b3a8" opacity="0.7"/>
</g>
<g filter="url(#brush)">
  <rect x="-400" y="640" width="3200" height="150" fill="#56616a" opacity="0.9"/>
  <rect x="-400" y="760" width="3200" height="120" fill="#7a8274" opacity="0.85"/>
  <rect x="-400" y="860" width="3200" height="1100" fill="#b07a45"/>
  <rect x="-400" y="1010" width="1760" height="900" fill="#8d4c33"/>
  <rect x="1500" y="980" width="1300" height="260" fill="#c99a5e" opacity="0.9"/>
  <rect x="1180" y="1220" width="1700" height="800" fill="#5b3a2c"/>
  <rect x="-400" y="1380" width="3200" height="700" fill="#3a2d27" opacity="0.85"/>
</g>
<g filter="url(#glow)" opacity="0.55">
  <ellipse cx="1900" cy="1080" rx="420" ry="120" fill="#e0b97c"/>
</g>
<rect width="${WIDTH}" height="${HEIGHT}" filter="url(#strokes)" opacity="0.3"/>
<rect width="${WIDTH}" height="${HEIGHT}" filter="url(#grain)" opacity="0.35"/>
</svg>`;

async function main(): Promise<void> {
  const out = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public/hero');
  await mkdir(out, { recursive: true });
  const master = await sharp(Buffer.from(painting))
    .extract({ left: MARGIN, top: MARGIN, width: WIDTH, height: HEIGHT })
    .png()
    .toBuffer();
  for (const width of DEFAULT_HERO_WIDTHS) {
    const sized = sharp(master).resize({ width });
    await writeFile(
      join(out, `default-${width}.avif`),
      await sized.clone().avif({ quality: 50, effort: 6 }).toBuffer(),
    );
    await writeFile(join(out, `default-${width}.webp`), await sized.clone().webp({ quality: 72 }).toBuffer());
    await writeFile(
      join(out, `default-${width}.jpg`),
      await sized.clone().jpeg({ quality: 74, mozjpeg: true, progressive: true }).toBuffer(),
    );
  }
  const tiny = await sharp(master).resize({ width: 24 }).webp({ quality: 50 }).toBuffer();
  console.log(`placeholder: data:image/webp;base64,${tiny.toString('base64')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

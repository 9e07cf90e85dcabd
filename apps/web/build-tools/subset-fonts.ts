/**
 * Writes the storefront's web fonts into app/fonts: the @fontsource variable fonts cut down to the
 * Latin range below and the weights the design uses, with the optical-size axis fixed (200 KB of
 * fonts become 94 KB), and fonts.css with their faces and metric-matched fallback faces, so the
 * text hardly moves when a font arrives after the first paint (decision 018). Run
 * `npm run fonts -w apps/web` after changing a face or upgrading a @fontsource package, then
 * `npm run format` (Biome wraps the long lines of fonts.css), and commit what it writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '../app/fonts');

/** @fontsource's "latin" subset: the code points kept, and every face's unicode-range. */
const unicodeRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const latin = unicodeRange
  .split(', ')
  .flatMap((range) => {
    const [from = 0, to = from] = range
      .replace('U+', '')
      .split('-')
      .map((hex) => Number.parseInt(hex, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
  })
  .join('');

type Face = {
  family: string;
  style: 'normal' | 'italic';
  weight: [number, number];
  source: string;
  file: string;
  opticalSize?: number;
  /** The installed font the fallback face is fitted to; Liberation is its metric twin on Linux. */
  fallback: { metrics: FontMetrics; local: string[] };
};

const serif = ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'];
const serifItalic = [
  'Times New Roman Italic',
  'TimesNewRomanPS-ItalicMT',
  'Liberation Serif Italic',
  'LiberationSerif-Italic',
];
const sans = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];

const faces: Face[] = [
  // Display type is set at 300-400 only; an optical size of 48 suits the headings it is mostly for.
  {
    family: 'Fraunces Variable',
    style: 'normal',
    weight: [300, 400],
    opticalSize: 48,
    source: '@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
    file: 'fraunces-normal.woff2',
    fallback: { metrics: timesNewRoman, local: serif },
  },
  // The italic is mostly artwork titles at text sizes, where a smaller optical size reads better.
  {
    family: 'Fraunces Variable',
    style: 'italic',
    weight: [300, 400],
    opticalSize: 24,
    source: '@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2',
    file: 'fraunces-italic.woff2',
    fallback: { metrics: timesNewRoman, local: serifItalic },
  },
  {
    family: 'Inter Variable',
    style: 'normal',
    weight: [400, 700],
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-normal.woff2',
    fallback: { metrics: arial, local: sans },
  },
];

const rules: string[] = [];
for (const face of faces) {
  const [min, max] = face.weight;
  const axes = { wght: { min, max }, ...(face.opticalSize ? { opsz: face.opticalSize } : {}) };
  const font = await subsetFont(await readFile(require.resolve(face.source)), latin, {
    targetFormat: 'woff2',
    variationAxes: axes,
  });
  await writeFile(join(out, face.file), font);
  console.log(`${face.file}: ${(font.byteLength / 1024).toFixed(1)} KB`);

  rules.push(`@font-face {
  font-family: "${face.family}";
  font-style: ${face.style};
  font-display: swap;
  font-weight: ${min} ${max};
  src: url("./${face.file}") format("woff2-variations");
  unicode-range: ${unicodeRange};
}`);
  const metrics = { ...(await fromBuffer(font)), familyName: face.family };
  const { fontFaces } = createFontStack([metrics, face.fallback.metrics], { fontFaceFormat: 'styleObject' });
  const fitted = fontFaces[0]?.['@font-face'];
  if (!fitted) throw new Error(`no fallback face for ${face.file}`);
  rules.push(`@font-face {
  font-family: "${face.family} Fallback";
  font-style: ${face.style};
  src: ${face.fallback.local.map((name) => `local("${name}")`).join(', ')};
  ascent-override: ${fitted.ascentOverride};
  descent-override: ${fitted.descentOverride};
  line-gap-override: ${fitted.lineGapOverride};
  size-adjust: ${fitted.sizeAdjust};
}`);
}

const header = '/* Written by build-tools/subset-fonts.ts (npm run fonts -w apps/web); do not edit. */';
await writeFile(join(out, 'fonts.css'), `${header}\n\n${rules.join('\n\n')}\n`);

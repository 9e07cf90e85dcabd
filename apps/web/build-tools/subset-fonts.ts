/**
 * Writes the storefront's web fonts into app/fonts: the @fontsource variable fonts cut down to the
 * characters below and the weights the design uses, with the optical-size axis fixed, then
 * web-fonts.ts (each face's file and range, which the page adds once it has loaded: decision 060)
 * and fonts.css with the metric-matched fallback faces the text is set in until then, so it hardly
 * moves when a font arrives (decision 018). Run `npm run fonts -w apps/web` after changing a face or
 * upgrading a @fontsource package, then `npm run format`, and commit what it writes.
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

/**
 * The characters kept, and every face's unicode-range: printable ASCII, Latin-1's letters and signs
 * (names like Dvořák fall back for their ř), the typographic quotes, dashes and ellipsis, the euro
 * and trade mark signs. A character outside it is drawn by the fallback face, letter by letter.
 */
const unicodeRange =
  'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2212';
const kept = unicodeRange
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
  /** The identifier web-fonts.ts imports the file's URL as. */
  name: string;
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
    name: 'frauncesNormal',
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
    name: 'frauncesItalic',
    fallback: { metrics: timesNewRoman, local: serifItalic },
  },
  // Text and UI use 400 to 600 (Tailwind's normal, medium and semibold); nothing is bold.
  {
    family: 'Inter Variable',
    style: 'normal',
    weight: [400, 600],
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-normal.woff2',
    name: 'interNormal',
    fallback: { metrics: arial, local: sans },
  },
];

const rules: string[] = [];
const imports: string[] = [];
const entries: string[] = [];
for (const face of faces) {
  const [min, max] = face.weight;
  const axes = { wght: { min, max }, ...(face.opticalSize ? { opsz: face.opticalSize } : {}) };
  const font = await subsetFont(await readFile(require.resolve(face.source)), kept, {
    targetFormat: 'woff2',
    variationAxes: axes,
  });
  await writeFile(join(out, face.file), font);
  console.log(`${face.file}: ${(font.byteLength / 1024).toFixed(1)} KB`);

  imports.push(`import ${face.name} from './${face.file}?url';`);
  entries.push(`  {
    family: '${face.family}',
    style: '${face.style}',
    weight: '${min} ${max}',
    url: ${face.name},
    unicodeRange: '${unicodeRange}',
  },`);
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
await writeFile(
  join(out, 'web-fonts.ts'),
  `${header}
${imports.join('\n')}

/** The web fonts the page adds once it has loaded (lib/web-fonts.tsx); fonts.css holds their fallbacks. */
export const WEB_FONTS = [
${entries.join('\n')}
];
`,
);

/* Written by build-tools/subset-fonts.ts (npm run fonts -w apps/web); do not edit. */

import frauncesItalic from './fraunces-italic.woff2?url';
import frauncesNormal from './fraunces-normal.woff2?url';
import interNormal from './inter-normal.woff2?url';

/** The web fonts the page adds once it has loaded (lib/web-fonts.tsx); fonts.css holds their fallbacks. */
export const WEB_FONTS = [
  {
    family: 'Fraunces Variable',
    style: 'normal',
    weight: '300 400',
    url: frauncesNormal,
    unicodeRange:
      'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2212',
  },
  {
    family: 'Fraunces Variable',
    style: 'italic',
    weight: '300 400',
    url: frauncesItalic,
    unicodeRange:
      'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2212',
  },
  {
    family: 'Inter Variable',
    style: 'normal',
    weight: '400 600',
    url: interNormal,
    unicodeRange:
      'U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2013-2014, U+2018-201A, U+201C-201E, U+2020-2022, U+2026, U+2030, U+2039-203A, U+2044, U+20AC, U+2122, U+2212',
  },
];

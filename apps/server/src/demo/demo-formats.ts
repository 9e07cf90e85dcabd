import type { MediumCategory } from '@vernissage/contract';
import { type DemoArtwork, type PrintSize, sizeOf } from './demo-types.ts';

/** Default format categories, each with keywords and a colour. */
export const DEMO_CATEGORIES: {
  slug: MediumCategory;
  name: string;
  description: string;
  keywords: string[];
  color: string;
}[] = [
  {
    slug: 'paintings',
    name: 'Paintings',
    description: 'Original works in oil, acrylic and other paints on canvas, linen or panel.',
    keywords: ['paint', 'canvas', 'oil', 'acrylic'],
    color: '#9A3412',
  },
  {
    slug: 'photography',
    name: 'Photography',
    description: 'Fine art photographs in signed, numbered editions.',
    keywords: ['photo', 'photograph'],
    color: '#334155',
  },
  {
    slug: 'digital-art',
    name: 'Digital Art',
    description: 'Generative and digital works, plotted drawings and giclée prints.',
    keywords: ['digital', 'giclee', 'giclée'],
    color: '#4338CA',
  },
  {
    slug: 'mixed-media',
    name: 'Mixed Media',
    description: 'Collage and works combining paper, pigment, sand and found materials.',
    keywords: ['mixed', 'collage'],
    color: '#0F766E',
  },
];

export type FormatTypeKey = 'oil' | 'acrylic' | 'photo' | 'giclee' | 'mixed';
export const DEMO_FORMAT_TYPES: {
  key: FormatTypeKey;
  name: string;
  category: MediumCategory;
  description: string;
  priceMultiplier: number | null;
}[] = [
  {
    key: 'oil',
    name: 'Original oil painting',
    category: 'paintings',
    description: 'A unique painting, signed, with a certificate of authenticity.',
    priceMultiplier: null,
  },
  {
    key: 'acrylic',
    name: 'Original acrylic painting',
    category: 'paintings',
    description: 'A unique painting, signed, with a certificate of authenticity.',
    priceMultiplier: null,
  },
  {
    key: 'photo',
    name: 'Archival photographic print',
    category: 'photography',
    description: 'Pigment print on cotton rag, signed and numbered.',
    priceMultiplier: 1,
  },
  {
    key: 'giclee',
    name: 'Giclée fine art print',
    category: 'digital-art',
    description: 'Giclée print on museum-grade paper, signed and numbered.',
    priceMultiplier: 1,
  },
  {
    key: 'mixed',
    name: 'Original mixed media work',
    category: 'mixed-media',
    description: 'A unique work in mixed media or collage, signed.',
    priceMultiplier: null,
  },
];

export type DemoFormat = { name: string; priceCents: number; available: boolean; type: FormatTypeKey | null };

// Standard print sizes (short × long side, inches) for each proportion the catalog uses.
const PRINT_SIZES: [ratio: number, sizes: [number, number][]][] = [
  [
    1,
    [
      [12, 12],
      [20, 20],
      [30, 30],
    ],
  ],
  [
    0.8,
    [
      [16, 20],
      [24, 30],
      [32, 40],
    ],
  ],
  [
    0.75,
    [
      [12, 16],
      [18, 24],
      [24, 32],
    ],
  ],
  [
    2 / 3,
    [
      [12, 18],
      [16, 24],
      [24, 36],
    ],
  ],
];

/** The formats of a demo work: one 'Original', or small/medium/large (and framed) prints. */
export function formatsOf(work: DemoArtwork): DemoFormat[] {
  const sold = work.availability === 'sold';
  const { offer } = work;
  if (offer.kind === 'original') {
    return [{ name: 'Original', priceCents: offer.price * 100, available: !sold, type: originalType(work) }];
  }
  const [w, h] = sizeOf(work.size);
  const ratio = Math.min(w, h) / Math.max(w, h);
  const nearest = PRINT_SIZES.reduce((best, row) =>
    Math.abs(row[0] - ratio) < Math.abs(best[0] - ratio) ? row : best,
  );
  const label = ([short, long]: [number, number]) => (w >= h ? `${long} × ${short} in` : `${short} × ${long} in`);
  const [small, medium, large] = nearest[1];
  if (!small || !medium || !large) throw new Error('print size table is incomplete');
  const type = work.category === 'photography' ? 'photo' : work.category === 'digital-art' ? 'giclee' : null;
  const print = (size: PrintSize, name: string, factor: number): DemoFormat => ({
    name,
    priceCents: roundTo10(offer.price * factor) * 100,
    available: !sold && offer.unavailable !== size,
    type,
  });
  const formats = [
    print('small', `Small print ${label(small)}`, 1),
    print('medium', `Medium print ${label(medium)}`, 1.8),
    print('large', `Large print ${label(large)}`, 2.8),
  ];
  if (offer.framed !== false) formats.push(print('framed', `Framed large print ${label(large)}`, 3.8));
  return formats;
}

const roundTo10 = (dollars: number): number => Math.round(dollars / 10) * 10;

function originalType(work: DemoArtwork): FormatTypeKey | null {
  if (work.category === 'mixed-media') return 'mixed';
  if (work.category !== 'paintings') return null;
  return /oil/i.test(work.medium) ? 'oil' : 'acrylic';
}

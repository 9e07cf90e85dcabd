import { DEFAULT_SHIPPING_CLASS, type FormatCategory, type FormatType } from '@vernissage/contract';

const category = (
  id: string,
  name: string,
  description: string,
  keywords: string[],
  color: string,
  formatTypeCount: number,
): FormatCategory => ({
  _id: id,
  id,
  name,
  slug: id,
  description,
  keywords,
  color,
  formatTypeCount,
});

/** Shown when the saved categories cannot be loaded (the tab says it shows the defaults). */
export const DEFAULT_CATEGORIES: FormatCategory[] = [
  category(
    'paintings',
    'Paintings',
    'Original works in oil, acrylic, watercolour and gouache.',
    ['oil', 'acrylic', 'canvas', 'watercolor'],
    '#9A3412',
    2,
  ),
  category(
    'photography',
    'Photography',
    'Fine art photographs in signed, numbered editions.',
    ['photo', 'photograph', 'print'],
    '#334155',
    1,
  ),
  category(
    'digital-art',
    'Digital Art',
    'Generative and digital works, giclée prints and plotter drawings.',
    ['digital', 'giclee', 'generative'],
    '#4338CA',
    1,
  ),
  category(
    'mixed-media',
    'Mixed Media',
    'Collage and works that combine paper, pigment and found materials.',
    ['mixed', 'collage', 'assemblage'],
    '#0F766E',
    1,
  ),
];

const type = (
  id: string,
  name: string,
  categoryId: string,
  description: string,
  priceMultiplier: number | null,
): FormatType => ({
  _id: id,
  id,
  name,
  categoryId,
  description,
  priceMultiplier,
  shippingClass: DEFAULT_SHIPPING_CLASS,
});

export const DEFAULT_FORMAT_TYPES: FormatType[] = [
  type(
    'original-oil-painting',
    'Original oil painting',
    'paintings',
    'A unique painting, signed, with a certificate of authenticity.',
    null,
  ),
  type(
    'original-acrylic-painting',
    'Original acrylic painting',
    'paintings',
    'A unique painting on canvas or panel, signed.',
    null,
  ),
  type(
    'archival-photo-print',
    'Archival photographic print',
    'photography',
    'Pigment print on cotton rag, signed and numbered.',
    1,
  ),
  type(
    'fine-art-print',
    'Fine art print',
    'digital-art',
    'Giclée print on museum-grade paper, signed and numbered.',
    1,
  ),
  type(
    'original-mixed-media',
    'Original mixed media work',
    'mixed-media',
    'A unique collage or mixed media work, signed.',
    null,
  ),
];

/** Client-side ids for new records: a prefix and the current timestamp, as the back office has always made them. */
export const newCategoryId = () => `cat-${Date.now()}`;
export const newFormatTypeId = () => `type-${Date.now()}`;

/** The four medium categories of the gallery, in display order. */
export const MEDIUM_CATEGORIES = ['paintings', 'photography', 'digital-art', 'mixed-media'] as const;
export type MediumCategory = (typeof MEDIUM_CATEGORIES)[number];

export const MEDIUM_LABELS: Record<MediumCategory, string> = {
  paintings: 'Paintings',
  photography: 'Photography',
  'digital-art': 'Digital Art',
  'mixed-media': 'Mixed Media',
};

// A medium category matches keywords found in the medium, the format names and the tags.
const KEYWORDS: [MediumCategory, RegExp][] = [
  ['paintings', /paint|canvas|oil|acrylic/],
  ['photography', /photo/],
  ['digital-art', /digital|gicl[eé]e/],
  ['mixed-media', /mixed|collage/],
];

export type MediumSource = { medium?: string | null; formats?: { name: string }[]; tags?: string[] };

/** Every category whose keywords appear in the artwork's medium, format names or tags. */
export function mediumCategoriesOf(artwork: MediumSource): MediumCategory[] {
  const text = [artwork.medium ?? '', ...(artwork.formats ?? []).map((f) => f.name), ...(artwork.tags ?? [])]
    .join(' ')
    .toLowerCase();
  return KEYWORDS.filter(([, re]) => re.test(text)).map(([category]) => category);
}

/** The one category an artwork is filed under: the first match, by the medium text before formats and tags. */
export function primaryMediumCategory(artwork: MediumSource): MediumCategory | '' {
  const own = mediumCategoriesOf({ medium: artwork.medium });
  return own[0] ?? mediumCategoriesOf(artwork)[0] ?? '';
}

/** Categories to offer as filters: those found across the catalog, or all four when none is found. */
export function offeredMediumCategories(artworks: MediumSource[]): MediumCategory[] {
  const found = new Set(artworks.flatMap((a) => mediumCategoriesOf(a)));
  return found.size === 0 ? [...MEDIUM_CATEGORIES] : MEDIUM_CATEGORIES.filter((c) => found.has(c));
}

export const isMediumCategory = (value: string): value is MediumCategory =>
  (MEDIUM_CATEGORIES as readonly string[]).includes(value);

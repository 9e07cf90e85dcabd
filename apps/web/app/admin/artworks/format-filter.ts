import { formatKey as key } from '@vernissage/contract';

export const ALL_FORMATS = 'ALL';

type WithFormats = { formats: readonly { name: string; available?: boolean }[] };

/** The filter tabs after ALL: each distinct format name, uppercased; the most used first. */
export function formatFilters(artworks: readonly WithFormats[]): string[] {
  const counts = new Map<string, number>();
  for (const artwork of artworks) {
    for (const name of new Set(artwork.formats.map((f) => key(f.name)))) {
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

/** How a filter tab reads: underscores shown as spaces. */
export function filterLabel(filter: string): string {
  return filter.replace(/_/g, ' ');
}

/** An artwork matches a format filter by the uppercased, trimmed format name. */
export function matchesFormat(artwork: WithFormats, filter: string): boolean {
  return filter === ALL_FORMATS || artwork.formats.some((f) => key(f.name) === filter);
}

/** 'No formats available', '1 format available', '3 formats available'. */
export function formatsAvailable(artwork: WithFormats): string {
  const n = artwork.formats.filter((f) => f.available !== false).length;
  return n === 0 ? 'No formats available' : `${n} format${n === 1 ? '' : 's'} available`;
}

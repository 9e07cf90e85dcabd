import type { EditionNumbers, OrderEdition } from '../editions.ts';

/**
 * The texts of numbered editions (gallery.md §1, decision 064), apart from the schemas in
 * `editions.ts`: the storefront imports these, and a module without zod keeps zod out of its
 * first-load JavaScript.
 */
export const EDITION_TEXT = {
  uniqueWork: 'Unique work',
  outsideEdition: (n: number, size: number) => `Edition number ${n} is outside 1-${size}.`,
  listedTwice: (n: number) => `Edition number ${n} is listed twice.`,
  alreadySold: (n: number) => `Edition number ${n} is already sold.`,
  heldByOrder: (n: number) => `Edition number ${n} is held by an unpaid order.`,
  notAnEdition: 'Only a limited edition has numbers to withhold.',
  tooManyWithheld: 'That many numbers cannot be withheld: the others are sold or reserved.',
  withheldNumber: 'Edition numbers must be whole numbers.',
  tooManyListed: 'At most 1,000 edition numbers can be withheld.',
} as const;

/** 'Edition 3/10', several 'Editions 3, 4/10', a unique work 'Unique work'. */
export function editionText(edition: OrderEdition): string {
  if (edition === null) return EDITION_TEXT.uniqueWork;
  const { numbers, size } = edition;
  if (numbers.length === 0) return `Edition of ${size}`;
  return `${numbers.length === 1 ? 'Edition' : 'Editions'} ${numbers.join(', ')}/${size}`;
}

/** The numbers 1..size nobody has taken, in order. */
export function freeNumbers(e: EditionNumbers): number[] {
  const taken = new Set([...e.sold, ...e.held, ...e.withheld]);
  const free: number[] = [];
  for (let n = 1; n <= e.size; n++) if (!taken.has(n)) free.push(n);
  return free;
}

/** Numbers as short ranges for reading: [1, 2, 3, 5, 7, 8] -> '1-3, 5, 7-8'; none -> 'none'. */
export function numberRanges(numbers: number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.length ? parts.join(', ') : 'none';
}

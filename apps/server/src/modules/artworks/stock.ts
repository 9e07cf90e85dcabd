import type { Availability } from '@vernissage/contract';

/**
 * An artwork's stock: `units` in all (1 for an original), held by unpaid orders, paid for, and
 * withheld by the gallery (edition numbers never sold online, decision 064).
 */
export type Stock = { availability: string; units: number; reserved: number; sold: number; withheld: number };

/**
 * The gallery's own marks that take a work off sale whatever its units say: `sold`, and `reserved`
 * (kept for a collector by hand). The one rule for every sale path; `holdUnits` applies the same list
 * inside its conditional update, so a mark set during a checkout cannot be raced past.
 */
export const OFF_SALE_MARKS = ['sold', 'reserved'] as const;

const isOffSale = (availability: string): boolean => (OFF_SALE_MARKS as readonly string[]).includes(availability);

/** Units that can be sold now: none when the gallery marked the work sold or reserved. */
export const freeUnits = (s: Stock): number =>
  isOffSale(s.availability) ? 0 : Math.max(0, s.units - s.sold - s.reserved - s.withheld);

/**
 * What the store shows: `sold` when the gallery says so or every unit is sold (or withheld); `reserved` when no
 * unit is free but one is held (or the gallery reserved it by hand); otherwise `available`.
 */
export function shownAvailability(s: Stock): Availability {
  if (s.availability === 'sold' || s.sold + s.withheld >= s.units) return 'sold';
  if (s.availability === 'reserved' || freeUnits(s) === 0) return 'reserved';
  return 'available';
}

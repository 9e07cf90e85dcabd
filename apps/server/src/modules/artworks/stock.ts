import type { Availability } from '@vernissage/contract';

/** An artwork's stock: `units` in all (1 for an original), held by unpaid orders, and paid for. */
export type Stock = { availability: string; units: number; reserved: number; sold: number };

/** Units nobody holds or has bought; none when the gallery marked the work sold by hand. */
export const freeUnits = (s: Stock): number =>
  s.availability === 'sold' ? 0 : Math.max(0, s.units - s.sold - s.reserved);

/**
 * What the store shows: `sold` when the gallery says so or every unit is sold; `reserved` when no
 * unit is free but one is held (or the gallery reserved it by hand); otherwise `available`.
 */
export function shownAvailability(s: Stock): Availability {
  if (s.availability === 'sold' || s.sold >= s.units) return 'sold';
  if (s.availability === 'reserved' || freeUnits(s) === 0) return 'reserved';
  return 'available';
}

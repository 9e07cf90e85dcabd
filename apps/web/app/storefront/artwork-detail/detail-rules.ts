import type { Artwork, Availability, Format } from '@vernissage/contract';

/** The format chosen when the detail opens: the first available one, otherwise the first. */
export function defaultFormatId(formats: readonly Format[]): string | null {
  return (formats.find((f) => f.available) ?? formats[0])?.id ?? null;
}

/** Whether the chosen format can go in the cart: the work is for sale and the format available. */
export function canAddToCart(artwork: Pick<Artwork, 'availability'>, format: Format | undefined): boolean {
  return artwork.availability === 'available' && format?.available === true;
}

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
};

/**
 * Quantity from a stepper or a typed value: a whole number, at least 1, at most what can be sold
 * (`max`: 1 for an original, the editions left for a print run).
 */
export function clampQuantity(value: number, max = Number.POSITIVE_INFINITY): number {
  const whole = Number.isFinite(value) ? Math.max(1, Math.floor(value)) : 1;
  return Math.max(1, Math.min(whole, max));
}

/** The picture index after stepping `by` through `count` pictures, wrapping round. */
export function stepIndex(index: number, by: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + by) % count) + count) % count;
}

/** The returns badge: one return policy for the whole shop, from the settings. */
export const returnsBadge = (days: number): string => `${days}-Day Returns`;

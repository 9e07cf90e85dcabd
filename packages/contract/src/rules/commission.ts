/**
 * The artist's share (gallery.md §4, decision 067): rates in percent with at most 2 decimals, kept
 * as whole hundredths of a percent (basis points) so every split is integer arithmetic.
 */
export const COMMISSION_TEXT = {
  rate: 'The commission rate must be a number from 0 to 100.',
  rateDecimals: 'The commission rate can have at most 2 decimals.',
  ownership: "Ownership must be 'consigned' or 'gallery'.",
} as const;

export const DEFAULT_COMMISSION_RATE = 50;
export const OWNERSHIPS = ['consigned', 'gallery'] as const;
export type Ownership = (typeof OWNERSHIPS)[number];

/** 40 -> 4000, 12.5 -> 1250 (the rate is already checked to have at most 2 decimals). */
export const rateToBasisPoints = (rate: number): number => Math.round(rate * 100);
export const basisPointsToRate = (bp: number): number => bp / 100;

/** Whether a rate has at most 2 decimals (tolerating binary fractions such as 12.34 * 100). */
export const hasTwoDecimalsAtMost = (rate: number): boolean => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-7;

/**
 * A sale's split: the gallery's commission rounded half up to the cent, the artist's share the rest,
 * so the two always add up to the amount. A work the gallery owns gives the artist nothing.
 * A negative amount (a reversal) splits as the mirror of its sale.
 */
export function splitSale(amountCents: number, rateBp: number): { commissionCents: number; shareCents: number } {
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const commission = Math.floor((amount * rateBp + 5_000) / 10_000);
  return { commissionCents: sign * commission, shareCents: sign * (amount - commission) };
}

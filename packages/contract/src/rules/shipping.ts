import { isDomestic } from './delivery.ts';

/**
 * Shipping classes and how a destination finds its rate (gallery.md §6), free of zod so the
 * storefront's pages can import them. Every format has a class: its format type's, or the artwork
 * format's own override. `quote` is never rated: its shipping is quoted by the gallery per order.
 */
export const SHIPPING_CLASSES = ['small', 'medium', 'large', 'crate', 'quote'] as const;
export type ShippingClass = (typeof SHIPPING_CLASSES)[number];
export const RATED_CLASSES = ['small', 'medium', 'large', 'crate'] as const;
export type RatedClass = (typeof RATED_CLASSES)[number];
/** A format without a type, or a type saved before classes existed. */
export const DEFAULT_SHIPPING_CLASS: ShippingClass = 'medium';

export const SHIPPING_CLASS_LABELS: Record<ShippingClass, string> = {
  small: 'Small parcel',
  medium: 'Medium parcel',
  large: 'Large work',
  crate: 'Crated work',
  quote: 'Quoted per order',
};

/** The two zones every shop has besides its named ones. */
export const DOMESTIC_ZONE = 'domestic';
export const WORLD_ZONE = 'world';

export type ShippingZone = { name: string; countries: string[] };
export type ShippingRate = { zone: string; class: RatedClass; amount: number };

export const SHIPPING_TEXT = {
  toBeQuoted: 'To be quoted',
  quotedNote: 'The gallery will e-mail you the shipping cost within 2 business days; nothing is due until then.',
  free: 'Free',
  noCardForQuote: 'Shipping for this work is quoted by the gallery. Please request an invoice instead.',
  countryRequired: 'Please choose the country to ship to',
} as const;

/** The zone a destination falls in: the shop's own country, then a named zone, then the world. */
export function zoneOf(country: string, shopCountry: string, zones: readonly ShippingZone[]): string {
  if (isDomestic(country, shopCountry)) return DOMESTIC_ZONE;
  return zones.find((z) => z.countries.includes(country))?.name ?? WORLD_ZONE;
}

/** The rate of a class in a zone, in major units; null when the gallery quotes it (no rate, or `quote`). */
export function rateOf(rates: readonly ShippingRate[], zone: string, cls: ShippingClass): number | null {
  if (cls === 'quote') return null;
  return rates.find((r) => r.zone === zone && r.class === cls)?.amount ?? null;
}

/**
 * Whether the shop may say shipping is free: every class has a rate of 0 in every zone (a missing
 * rate is a quote, not free). Works whose format is `quote` are told on their own page and in the cart.
 */
export function shipsFree(rates: readonly ShippingRate[], zones: readonly ShippingZone[]): boolean {
  const names = [DOMESTIC_ZONE, WORLD_ZONE, ...zones.map((z) => z.name)];
  return names.every((zone) => RATED_CLASSES.every((cls) => rateOf(rates, zone, cls) === 0));
}

/** Today's rule for shops that set nothing: every class ships free, at home and abroad. */
export const FREE_SHIPPING_RATES: ShippingRate[] = [DOMESTIC_ZONE, WORLD_ZONE].flatMap((zone) =>
  RATED_CLASSES.map((cls) => ({ zone, class: cls, amount: 0 })),
);

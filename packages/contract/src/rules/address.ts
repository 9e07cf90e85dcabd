import type { ShopAddress } from '../shop-settings.ts';

/** `City, Region 00100`, leaving out the parts a shop's address does not have. */
export function placeLine(a: ShopAddress): string {
  return [a.city, [a.region, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The shop's postal address as printed lines: street, place, country (empty lines left out). */
export function addressLines(a: ShopAddress): string[] {
  return [a.line1, placeLine(a), a.country].filter(Boolean);
}

import { countryName } from '../countries.ts';
import type { ShippingPolicy } from '../shop-settings.ts';

/**
 * What checkout and the invoice promise for a destination: processing first, then delivery within
 * the shop's own country or abroad, from the one shipping policy the gallery sets.
 */
export function deliveryEstimate(policy: ShippingPolicy, destinationIsDomestic: boolean): string {
  const delivery = destinationIsDomestic
    ? `${policy.domesticBusinessDays} business days`
    : `up to ${policy.internationalWeeks} weeks`;
  return `Ships ${policy.processingBusinessDays} business days after payment is confirmed; delivery takes ${delivery}.`;
}

/** Whether a destination code is the shop's own country (its address names the country in English). */
export const isDomestic = (countryCode: string, shopCountry: string): boolean =>
  countryName(countryCode).toLowerCase() === shopCountry.trim().toLowerCase() ||
  countryCode.toUpperCase() === shopCountry.trim().toUpperCase();

/** Tax rates as the shop sets them (gallery.md §6), free of zod so the storefront can import them. */
export type TaxRate = { country: string; region: string; rate: number; label: string };

const fold = (s: string) => s.trim().toLowerCase();

/**
 * The rate for a destination: the one for its region (as the address spells it, case and spaces
 * aside), else the country's own (no region); null when none is set: no tax line.
 */
export function taxRateFor(rates: readonly TaxRate[], country: string, region: string): TaxRate | null {
  const own = rates.filter((r) => r.country === country);
  const wanted = fold(region);
  return (wanted && own.find((r) => fold(r.region) === wanted)) || own.find((r) => r.region === '') || null;
}

/** `VAT 19%`, `Sales tax 8.5%`: the tax line's name on every page, PDF and e-mail. */
export const taxLineLabel = (label: string, rate: number): string => `${label} ${rate}%`;

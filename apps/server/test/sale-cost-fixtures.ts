import type { Db } from '../src/db/connection.ts';
import { upsertSetting } from '../src/modules/settings/repo.ts';

/** The shop's currency, zones, rates (in major units) and taxes, written as the settings store them. */
export type SaleCostFixture = {
  currency?: string;
  shippingZones?: { name: string; countries: string[] }[];
  shippingRates?: { zone: string; class: 'small' | 'medium' | 'large' | 'crate'; amount: number }[];
  taxRates?: { country: string; region: string; rate: number; label: string }[];
  pricesIncludeTax?: boolean;
  taxShipping?: boolean;
};

export async function setSaleCosts(db: Db, s: SaleCostFixture): Promise<void> {
  const at = new Date().toISOString();
  const { shippingRates, ...rest } = s;
  for (const [key, value] of Object.entries(rest)) await upsertSetting(db, key, JSON.stringify(value), at);
  if (shippingRates) {
    const stored = shippingRates.map(({ amount, ...r }) => ({ ...r, amountCents: Math.round(amount * 100) }));
    await upsertSetting(db, 'shippingRates', JSON.stringify(stored), at);
  }
}

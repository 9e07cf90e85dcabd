import type { Db } from '../src/db/connection.ts';

// Written as the settings module stores a section: one row per key, its value as JSON.
const upsertSetting = (db: Db, key: string, value: string, at: string) =>
  db
    .insertInto('shop_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();

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

import { DEFAULT_SHOP_SETTINGS as PUBLIC_DEFAULTS } from '@vernissage/contract';
import { toCents } from '../../platform/money.ts';
import type { ShopSettings } from './settings-shape.ts';

/** The contract's defaults in the server's shape (the storage fee in cents). */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  ...PUBLIC_DEFAULTS,
  storage: {
    monthlyFeeCents: toCents(PUBLIC_DEFAULTS.storage.monthlyFee),
    country: PUBLIC_DEFAULTS.storage.country,
    firstMonthFree: PUBLIC_DEFAULTS.storage.firstMonthFree,
  },
  shippingRates: PUBLIC_DEFAULTS.shippingRates.map(({ amount, ...r }) => ({ ...r, amountCents: toCents(amount) })),
};

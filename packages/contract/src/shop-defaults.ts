import { DEFAULT_COMMISSION_RATE } from './rules/commission.ts';
import { DEFAULT_CURRENCY } from './rules/money.ts';
import { FREE_SHIPPING_RATES } from './rules/shipping.ts';
import type { AdminShopSettings } from './shop-settings.ts';

/**
 * What the shop says until the owner changes it: the one source for the server's settings (seeded
 * on the first start) and the storefront's fallbacks. Money in dollars, like every API shape.
 */
export const DEFAULT_SHOP_SETTINGS: AdminShopSettings = {
  shopName: 'Vernissage',
  logo: '',
  contactEmail: 'hello@vernissage.gallery',
  phone: '+1 (212) 555-0143',
  address: { line1: '55 Studio Lane', city: 'New York', region: 'NY', postalCode: '10013', country: 'United States' },
  // Empty links are hidden by the storefront until the owner enters the shop's own profiles.
  social: { instagram: '', facebook: '', x: '', pinterest: '', website: '' },
  returnPolicy: { days: 14, returnShippingPaidBy: 'customer', refundBusinessDays: '5-7' },
  shippingPolicy: { processingBusinessDays: '1-3', domesticBusinessDays: '5-10', internationalWeeks: 8 },
  storage: { monthlyFee: 1500, country: 'Kenya', firstMonthFree: true },
  // Until the owner sets them: US dollars, free shipping everywhere, no tax (as before they existed).
  currency: DEFAULT_CURRENCY,
  shippingZones: [],
  shippingRates: FREE_SHIPPING_RATES,
  taxRates: [],
  pricesIncludeTax: false,
  taxShipping: false,
  mailSenderName: '',
  messageNotifications: true,
  defaultCommissionRate: DEFAULT_COMMISSION_RATE,
};

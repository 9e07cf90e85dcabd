import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import {
  deliveryTimes,
  longDate,
  type PolicySettings,
  processingTime,
  refundTiming,
  returnShipping,
  returnsBadge,
  returnWindow,
  shippingCost,
  storageTerms,
} from './policy-text.ts';

const settings: PolicySettings = {
  shopName: 'Vernissage',
  contactEmail: 'hello@vernissage.gallery',
  phone: '',
  address: { line1: '', city: '', region: '', postalCode: '', country: 'United States' },
  returnPolicy: { days: 14, returnShippingPaidBy: 'customer', refundBusinessDays: '5-7' },
  shippingPolicy: { processingBusinessDays: '1-3', domesticBusinessDays: '5-10', internationalWeeks: 8 },
  storage: { monthlyFee: 1500, country: 'Kenya', firstMonthFree: true },
  currency: DEFAULT_SHOP_SETTINGS.currency,
  shippingZones: DEFAULT_SHOP_SETTINGS.shippingZones,
  shippingRates: DEFAULT_SHOP_SETTINGS.shippingRates,
};

describe('policy texts', () => {
  it('says shipping is free only while every rate is 0', () => {
    expect(shippingCost(settings)).toBe('Shipping is free worldwide on all artwork.');
    const charged = {
      ...settings,
      shippingRates: settings.shippingRates.map((r) => (r.class === 'large' ? { ...r, amount: 150 } : r)),
    };
    expect(shippingCost(charged)).toMatch(/^Shipping is charged by destination and shown at checkout/);
    const missing: PolicySettings = { ...settings, shippingZones: [{ name: 'Europe', countries: ['DE'] }] };
    expect(shippingCost(missing)).not.toMatch(/free/);
  });

  it('writes the storage fee in the shop currency', () => {
    expect(storageTerms({ ...settings, currency: 'EUR' })).toMatch(/€1,500 per month/);
  });

  it('states the one return policy from the settings, and no other window', () => {
    expect(returnWindow(settings)).toBe('You may return a work within 14 days of delivery for a full refund.');
    expect(returnsBadge(settings)).toBe('14-Day Returns');
    expect(returnShipping(settings)).toMatch(/paid by the customer/);
    expect(refundTiming(settings)).toMatch(/within 5-7 business days of our inspection/);
    const thirty = { returnPolicy: { ...settings.returnPolicy, days: 30, returnShippingPaidBy: 'shop' as const } };
    expect(returnsBadge(thirty)).toBe('30-Day Returns');
    expect(returnShipping(thirty)).toMatch(/We pay for return shipping/);
  });

  it('calls a shop without returns a final sale', () => {
    const none = { returnPolicy: { ...settings.returnPolicy, days: 0 } };
    expect(returnsBadge(none)).toBe('Final Sale');
    expect(returnWindow(none)).toMatch(/^All sales are final/);
  });

  it('states processing and delivery times from the shipping policy', () => {
    expect(processingTime(settings)).toBe('Orders are prepared within 1-3 business days after payment is confirmed.');
    expect(deliveryTimes(settings)).toBe(
      'Delivery takes 5-10 business days within the United States and up to 8 weeks internationally.',
    );
  });

  it('states the storage fee in whole dollars', () => {
    expect(storageTerms(settings)).toMatch(/facility in Kenya\. The first month is free; .* \$1,500 per month\./);
  });

  it('writes dates the American way', () => {
    expect(longDate(new Date('2026-11-22T12:00:00Z'))).toBe('November 22, 2026');
  });
});

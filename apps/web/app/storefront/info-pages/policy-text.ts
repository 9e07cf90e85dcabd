import { type ShopSettings, shipsFree, storageFeeSentence } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';

/** What the info pages need of the shop's settings (one policy, rendered everywhere). */
export type PolicySettings = Pick<
  ShopSettings,
  | 'shopName'
  | 'contactEmail'
  | 'phone'
  | 'address'
  | 'returnPolicy'
  | 'shippingPolicy'
  | 'storage'
  | 'currency'
  | 'shippingRates'
  | 'shippingZones'
>;

export function toPolicySettings(s: ShopSettings): PolicySettings {
  const { shopName, contactEmail, phone, address, returnPolicy, shippingPolicy, storage } = s;
  const { currency, shippingRates, shippingZones } = s;
  return {
    shopName,
    contactEmail,
    phone,
    address,
    returnPolicy,
    shippingPolicy,
    storage,
    currency,
    shippingRates,
    shippingZones,
  };
}

/**
 * What shipping costs, in one sentence: free worldwide only while every rate is 0 (gallery.md §6);
 * otherwise where the buyer sees it before paying, and that the gallery quotes large crated works.
 */
export function shippingCost(s: Pick<PolicySettings, 'shippingRates' | 'shippingZones'>): string {
  return shipsFree(s.shippingRates, s.shippingZones)
    ? 'Shipping is free worldwide on all artwork.'
    : 'Shipping is charged by destination and shown at checkout before you pay; for crated works the gallery quotes it by e-mail before anything is due.';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The return window as one sentence; never more than the setting grants. */
export function returnWindow({ returnPolicy }: Pick<PolicySettings, 'returnPolicy'>): string {
  if (returnPolicy.days <= 0) return 'All sales are final, except for a work that arrives damaged or not as described.';
  return `You may return a work within ${plural(returnPolicy.days, 'day')} of delivery for a full refund.`;
}

export function returnShipping({ returnPolicy }: Pick<PolicySettings, 'returnPolicy'>): string {
  return returnPolicy.returnShippingPaidBy === 'shop'
    ? 'We pay for return shipping and send you a prepaid label.'
    : 'Return shipping is paid by the customer; we recommend an insured, tracked service.';
}

export function refundTiming({ returnPolicy }: Pick<PolicySettings, 'returnPolicy'>): string {
  return `Refunds are made to the original payment method within ${returnPolicy.refundBusinessDays} business days of our inspection of the returned work.`;
}

/** A short badge such as '14-Day Returns' (or 'Final Sale'). */
export function returnsBadge({ returnPolicy }: Pick<PolicySettings, 'returnPolicy'>): string {
  return returnPolicy.days > 0 ? `${returnPolicy.days}-Day Returns` : 'Final Sale';
}

export function processingTime({ shippingPolicy }: Pick<PolicySettings, 'shippingPolicy'>): string {
  return `Orders are prepared within ${shippingPolicy.processingBusinessDays} business days after payment is confirmed.`;
}

export function deliveryTimes({ shippingPolicy, address }: Pick<PolicySettings, 'shippingPolicy' | 'address'>): string {
  const country = address.country || 'the shop’s country';
  const home = /^(United |Netherlands|Philippines|Czech Republic|Dominican Republic)/.test(country)
    ? `the ${country}`
    : country;
  return `Delivery takes ${shippingPolicy.domesticBusinessDays} business days within ${home} and up to ${plural(shippingPolicy.internationalWeeks, 'week')} internationally.`;
}

export function storageTerms({ storage, currency }: Pick<PolicySettings, 'storage' | 'currency'>): string {
  return `Instead of shipping, we can keep a work in our secure, climate-controlled facility in ${storage.country}. ${storageFeeSentence(formatPrice(storage.monthlyFee, currency), storage.firstMonthFree)}`;
}

/** 'Last updated' dates: US long form, e.g. 'November 22, 2026'. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

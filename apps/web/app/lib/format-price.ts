import { formatMoney, PRICE_ON_REQUEST } from '@vernissage/contract';

/**
 * A price as a gallery shows it, in the shop's currency: `$12,500`, `€12,500`, no cents (the
 * contract's one money formatter, which builds no Intl.NumberFormat: decision 016).
 */
export const formatPrice = (amount: number, currency: string): string => formatMoney(amount, currency, { whole: true });

/** A price as the storefront shows it, or 'Price on request' for a work whose price is the gallery's. */
export const shownPrice = (amount: number | null, currency: string): string =>
  amount === null ? PRICE_ON_REQUEST : formatPrice(amount, currency);

/** An amount of a bill (shipping, tax, a total): whole units when it has no cents, else to the cent. */
export const formatAmount = (amount: number, currency: string): string =>
  formatMoney(amount, currency, { whole: Math.round(amount * 100) % 100 === 0 });

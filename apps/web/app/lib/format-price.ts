import { PRICE_ON_REQUEST } from '@vernissage/contract';

/**
 * A price in US dollars as a gallery shows it: `$12,500`, no cents. By hand rather than with
 * Intl.NumberFormat, whose first construction (currency data) costs a phone tens of milliseconds
 * on every page load (decision 016); the output is the same for every whole-dollar amount.
 */
export function formatPrice(dollars: number): string {
  const whole = Math.round(dollars);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}$${digits}`;
}

/** A price as the storefront shows it, or 'Price on request' for a work whose price is the gallery's. */
export const shownPrice = (dollars: number | null): string =>
  dollars === null ? PRICE_ON_REQUEST : formatPrice(dollars);

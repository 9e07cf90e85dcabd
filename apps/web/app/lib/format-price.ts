const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A price in US dollars as a gallery shows it: `$12,500`, no cents. */
export function formatPrice(dollars: number): string {
  return usd.format(Math.round(dollars));
}

import {
  countryCodeOf,
  roundCents,
  type SaleCostsView,
  SHIPPING_TEXT,
  type ShippingClass,
  taxRateFor,
  zoneOf,
} from '@vernissage/contract';
import { BadRequest } from '../../../platform/errors.ts';
import { toDollars } from '../../../platform/money.ts';
import type { ShopSettings } from '../../settings/index.ts';

/** A line as the costs see it: its price of the day, how many, how it ships. */
export type CostLine = { unitPriceCents: number; quantity: number; shippingClass: ShippingClass };
/** Where the works go: a shipping address's country and region, or the gallery's storage. */
export type Destination = { kind: 'address'; country: string; region: string } | { kind: 'storage' };

/** What an order costs, as it is stored on the order (gallery.md §6, decision 072). */
export type SaleCosts = {
  currency: string;
  subtotalCents: number;
  /** null: the gallery quotes it later ('To be quoted'); the total then holds no shipping. */
  shippingCents: number | null;
  taxCents: number;
  /** The rate charged, in thousandths of a percent, and its label; null without tax. */
  tax: { label: string; rateMilli: number } | null;
  pricesIncludeTax: boolean;
  totalCents: number;
};

type CostSettings = Pick<
  ShopSettings,
  | 'currency'
  | 'address'
  | 'storage'
  | 'shippingZones'
  | 'shippingRates'
  | 'taxRates'
  | 'pricesIncludeTax'
  | 'taxShipping'
>;

const toMilli = (percent: number) => Math.round(percent * 1000);

/**
 * The tax held in an amount: added to it when prices exclude tax, contained in it when they
 * include it (the part of 119 that is 19% VAT is 19). Rounded half-up to the currency's step.
 */
const taxOf = (cents: number, rateMilli: number, included: boolean, currency: string): number =>
  roundCents(included ? (cents * rateMilli) / (100_000 + rateMilli) : (cents * rateMilli) / 100_000, currency);

/** The shipping of the lines to a zone: each unit at its class's rate; null when any is quoted. */
function shippingOf(settings: CostSettings, lines: readonly CostLine[], zone: string): number | null {
  let total = 0;
  for (const line of lines) {
    const rate = settings.shippingRates.find((r) => r.zone === zone && r.class === line.shippingClass);
    if (line.shippingClass === 'quote' || !rate) return null;
    total += rate.amountCents * line.quantity;
  }
  return total;
}

/** The tax rate of a destination; a storage order's is that of the country where the works are kept. */
function taxRateOf(settings: CostSettings, destination: Destination) {
  if (destination.kind === 'address') return taxRateFor(settings.taxRates, destination.country, destination.region);
  const country = countryCodeOf(settings.storage.country);
  return country ? taxRateFor(settings.taxRates, country, '') : null;
}

/**
 * The costs of a sale from the shop's settings of the day; the browser's figures play no part.
 * Rounding is per line (each line's tax, then the shipping's), so the totals are exactly the sum of
 * the lines, as every document shows them.
 */
export function saleCosts(settings: CostSettings, lines: readonly CostLine[], destination: Destination): SaleCosts {
  const currency = settings.currency;
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const shippingCents =
    destination.kind === 'storage'
      ? 0
      : shippingOf(settings, lines, zoneOf(destination.country, settings.address.country, settings.shippingZones));
  const rate = taxRateOf(settings, destination);
  const included = settings.pricesIncludeTax;
  let taxCents = 0;
  if (rate) {
    const milli = toMilli(rate.rate);
    for (const l of lines) taxCents += taxOf(l.unitPriceCents * l.quantity, milli, included, currency);
    if (settings.taxShipping && shippingCents) taxCents += taxOf(shippingCents, milli, included, currency);
  }
  return {
    currency,
    subtotalCents,
    shippingCents,
    taxCents,
    tax: rate ? { label: rate.label, rateMilli: toMilli(rate.rate) } : null,
    pricesIncludeTax: included,
    totalCents: subtotalCents + (shippingCents ?? 0) + (included ? 0 : taxCents),
  };
}

/**
 * The costs of an order once the gallery sets its shipping (a quote, or a revision): the lines'
 * tax again at the rate and label it was placed with (the same figures), the shipping's tax added
 * when the shop taxes shipping.
 */
export function withShipping(
  costs: SaleCosts,
  lines: readonly Pick<CostLine, 'unitPriceCents' | 'quantity'>[],
  shippingCents: number,
  taxShipping: boolean,
): SaleCosts {
  const { tax, pricesIncludeTax: included, currency } = costs;
  let taxCents = 0;
  if (tax) {
    for (const l of lines) taxCents += taxOf(l.unitPriceCents * l.quantity, tax.rateMilli, included, currency);
    if (taxShipping && shippingCents) taxCents += taxOf(shippingCents, tax.rateMilli, included, currency);
  }
  return {
    ...costs,
    shippingCents,
    taxCents,
    totalCents: costs.subtotalCents + shippingCents + (included ? 0 : taxCents),
  };
}

/**
 * Whether a sale's costs depend on where it goes: any rate above 0 or quoted, or any tax rate. A
 * card checkout sent without a country (a page from before countries were asked) is refused only then.
 */
function needsDestination(settings: CostSettings, lines: readonly CostLine[]): boolean {
  if (settings.taxRates.length > 0) return true;
  const zones = ['domestic', 'world', ...settings.shippingZones.map((z) => z.name)];
  return lines.some((l) => zones.some((zone) => shippingOf(settings, [l], zone) !== 0));
}

/** The destination of a card checkout: its country and region, or 400 when the costs need one and it has none. */
export function cardDestination(
  settings: CostSettings,
  lines: readonly CostLine[],
  country: string | undefined,
  region: string | undefined,
): Destination {
  if (country) return { kind: 'address', country, region: region ?? '' };
  if (needsDestination(settings, lines)) throw new BadRequest(SHIPPING_TEXT.countryRequired);
  return { kind: 'address', country: countryCodeOf(settings.address.country) ?? 'US', region: '' };
}

/** The API shape: amounts in major units, the rate as a percent. */
export function toCostsView(costs: SaleCosts): SaleCostsView {
  return {
    currency: costs.currency,
    subtotal: toDollars(costs.subtotalCents),
    shipping: costs.shippingCents === null ? null : toDollars(costs.shippingCents),
    tax: toDollars(costs.taxCents),
    taxLine: costs.tax ? { label: costs.tax.label, rate: costs.tax.rateMilli / 1000 } : null,
    pricesIncludeTax: costs.pricesIncludeTax,
    total: toDollars(costs.totalCents),
  };
}

/** An order's costs as it stores them. */
export function costsOfOrder(o: {
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  shipping_quoted: number;
  tax_cents: number;
  tax_label: string | null;
  tax_rate_milli: number | null;
  prices_include_tax: number;
  total_cents: number;
}): SaleCosts {
  return {
    currency: o.currency,
    subtotalCents: o.subtotal_cents,
    shippingCents: o.shipping_quoted === 1 ? null : o.shipping_cents,
    taxCents: o.tax_cents,
    tax: o.tax_label !== null && o.tax_rate_milli !== null ? { label: o.tax_label, rateMilli: o.tax_rate_milli } : null,
    pricesIncludeTax: o.prices_include_tax === 1,
    totalCents: o.total_cents,
  };
}

/**
 * Money as the shop shows and charges it, in the one currency the shop sells in (gallery.md §6).
 * Amounts cross the API in major units (12.5 is 12.50 of the currency) and are stored as integer
 * hundredths ("cents") of it. Formatting is by hand from a fixed table rather than with
 * Intl.NumberFormat: its first construction costs a phone tens of milliseconds (decision 016), and
 * the server's and the browser's Unicode data may differ, which would break hydration. A test keeps
 * the table equal to Node's `Intl` output in US English for every code (decision 072).
 */

const CODES =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN ' +
  'BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
  'GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF ' +
  'KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR ' +
  'MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG ' +
  'SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD ' +
  'UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG ZWL';

/** Every ISO 4217 currency a shop may sell in (funds codes and drawing rights left out). */
export const CURRENCY_CODES: readonly string[] = CODES.split(' ');
const KNOWN = new Set(CURRENCY_CODES);

export const DEFAULT_CURRENCY = 'USD';

export const isCurrencyCode = (code: string): boolean => KNOWN.has(code);

// The symbol US English writes before the digits; every other code is written `KES 1,500`.
const SYMBOLS: Record<string, string> = {
  AUD: 'A$',
  BRL: 'R$',
  CAD: 'CA$',
  CNY: 'CN¥',
  EUR: '€',
  GBP: '£',
  HKD: 'HK$',
  ILS: '₪',
  INR: '₹',
  JPY: '¥',
  KRW: '₩',
  MXN: 'MX$',
  NZD: 'NZ$',
  PHP: '₱',
  TWD: 'NT$',
  USD: '$',
  VND: '₫',
  XAF: 'FCFA\u00a0',
  XCD: 'EC$',
  XCG: 'Cg.\u00a0',
  XOF: 'F\u202fCFA\u00a0',
  XPF: 'CFPF\u00a0',
};

// Decimal places other than 2 (ISO 4217 as CLDR uses it: HUF and ISK are written whole).
const DIGITS: Record<string, number> = {
  AFN: 0,
  ALL: 0,
  BHD: 3,
  BIF: 0,
  CLP: 0,
  COP: 0,
  DJF: 0,
  GNF: 0,
  HUF: 0,
  IDR: 0,
  IQD: 0,
  IRR: 0,
  ISK: 0,
  JOD: 3,
  JPY: 0,
  KMF: 0,
  KPW: 0,
  KRW: 0,
  KWD: 3,
  LAK: 0,
  LBP: 0,
  LYD: 3,
  MGA: 0,
  MMK: 0,
  OMR: 3,
  PKR: 0,
  PYG: 0,
  RWF: 0,
  SLL: 0,
  SOS: 0,
  SYP: 0,
  TND: 3,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  YER: 0,
};

/** The decimal places the currency is written with (0, 2 or 3). */
export const currencyDigits = (currency: string): number => DIGITS[currency] ?? 2;

/**
 * The smallest amount an order may hold, in cents: one cent, or one whole unit of a currency
 * written without decimals (a yen has no cents to charge). Three-decimal currencies keep cents:
 * their last decimal is always 0, as card providers require.
 */
export const centStep = (currency: string): number => (currencyDigits(currency) === 0 ? 100 : 1);

/** Cents rounded half-up (away from zero for negatives) to the currency's step. */
export function roundCents(cents: number, currency: string): number {
  const step = centStep(currency);
  const units = Math.abs(cents) / step;
  // 1e-9 absorbs binary noise (2.675 * 100 = 267.49999...) so a half is always a half.
  const rounded = Math.floor(units + 0.5 + 1e-9) * step;
  return cents < 0 ? -rounded : rounded;
}

const groups = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `$12,500.00`, `€1,234.50`, `¥12,500`, `KES 1,500.00` from an amount in major units. `whole`
 * writes no decimals (a gallery's prices: `$12,500`), rounding half-up to a whole unit; `code`
 * writes the code instead of a symbol (`INR 1,500.00`, for fonts without the symbol).
 */
export function formatMoney(
  amount: number,
  currency: string,
  options: { whole?: boolean; code?: boolean } = {},
): string {
  const digits = options.whole ? 0 : currencyDigits(currency);
  const scale = 10 ** digits;
  const scaled = Math.floor(Math.abs(amount) * scale + 0.5 + 1e-9);
  const int = String(Math.floor(scaled / scale));
  const fraction = digits > 0 ? `.${String(scaled % scale).padStart(digits, '0')}` : '';
  const sign = amount < 0 && scaled > 0 ? '-' : '';
  const symbol = options.code ? undefined : SYMBOLS[currency];
  return `${sign}${symbol ?? `${currency}\u00a0`}${groups(int)}${fraction}`;
}

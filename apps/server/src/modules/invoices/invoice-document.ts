import { formatMoney } from '@vernissage/contract';
import type { Installment } from './installments.ts';

/** Everything an invoice shows, gathered before rendering: the PDF itself reads no database. */
/** What a test payment's invoice says instead of "Paid in full by card". */
export const TEST_PAYMENT_NOTE = 'Test payment by card: no money was taken';

export type InvoiceDocument = {
  shop: { name: string; email: string; phone: string; addressLines: string[] };
  /** The shop's return promise as printed (`returnsSummary` of its return policy). */
  returns: string;
  number: string;
  issuedAt: Date;
  dueAt: Date;
  /** A card order: the same document, marked paid. */
  paid: boolean;
  /** How it was paid, shown on a paid invoice (card when absent). */
  paidNote?: string;
  /** Settled through the sandbox: a test shop's order, for which no money moved. */
  testPayment?: boolean;
  billTo: { email: string; lines: string[] };
  fulfillment:
    | { kind: 'shipping'; estimate: string; note: string }
    | { kind: 'storage'; country: string; monthlyFeeCents: number; firstMonthFree: boolean };
  /** `edition`: 'Edition 3/10', 'Editions 3, 4/10' or 'Unique work'. */
  lines: { title: string; artist: string; format: string; edition: string; quantity: number; unitCents: number }[];
  /** The order's own currency (gallery.md §6): every amount of the document is in it. */
  currency: string;
  subtotalCents: number;
  /** null: 'To be quoted' by the gallery; the total holds no shipping yet. */
  shippingCents: number | null;
  taxCents: number;
  /** The tax line's label and rate in thousandths of a percent; null: no tax line. */
  tax: { label: string; rateMilli: number } | null;
  /** The tax is part of the prices (printed as included), not added to them. */
  pricesIncludeTax: boolean;
  totalCents: number;
  bank: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    routingNumber: string;
    swiftCode: string;
    iban: string;
    instructions: string;
    terms: string;
  } | null;
  installments: Installment[] | null;
  /** The order's account as of today, on a statement sent from the back office. */
  statement?: Statement;
};

/** Payment status, payments received, storage periods and what is owed today. */
export type Statement = {
  asOf: Date;
  paymentStatus: string;
  payments: { at: Date; label: string; amountCents: number }[];
  storage: { start: string; end: string; amountCents: number; paid: boolean }[];
  orderOwedCents: number;
  storageOwedCents: number;
};

// The standard PDF fonts write Windows-1252 only: `₹ 1,500.00` would lose its symbol, so it becomes `INR 1,500.00`.
const WIN_ANSI = /^[\x20-\x7e\u00a0-\u00ff€]*$/;

/** `$1,500.00` from 150000 cents in USD, `€1,500.00` in EUR: the contract's one money formatter. */
export function money(cents: number, currency: string): string {
  const text = formatMoney(cents / 100, currency);
  return WIN_ANSI.test(text) ? text : formatMoney(cents / 100, currency, { code: true });
}

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** `March 14, 2026`. */
export const dateText = (d: Date): string => longDate.format(d);

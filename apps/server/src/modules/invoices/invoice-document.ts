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
    | { kind: 'shipping'; estimate: string }
    | { kind: 'storage'; country: string; monthlyFeeCents: number; firstMonthFree: boolean };
  /** `edition`: 'Edition 3/10', 'Editions 3, 4/10' or 'Unique work'. */
  lines: { title: string; artist: string; format: string; edition: string; quantity: number; unitCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** `$1,500.00` from 150000 cents. */
export const money = (cents: number): string => usd.format(cents / 100);

const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
/** `March 14, 2026`. */
export const dateText = (d: Date): string => longDate.format(d);

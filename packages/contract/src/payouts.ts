import { z } from 'zod';
import { fromForm } from './admin-fields.ts';
import { isCalendarDay } from './admin-orders.ts';
import { SALES_MAX_DAYS, SALES_TEXT } from './admin-sales.ts';

/**
 * The Artist Payouts tab (gallery.md §4, decision 067): what the gallery owes each artist for a
 * period and in all, each sale's split, and the payouts recorded. Money in dollars, like every API
 * shape; a period is two calendar days, both included (UTC).
 */
export const PAYOUT_TEXT = {
  artistNotFound: 'Artist not found',
  amount: 'The amount must be more than 0, with at most 2 decimals.',
  paidAt: 'paidAt must be a date (YYYY-MM-DD)',
  reference: 'The reference can be at most 200 characters.',
  overBalance: (balance: string) => `The payout is more than the balance owed (${balance}).`,
  noEmail: 'This artist has no e-mail address. Add one in the Artists tab first.',
  statementSent: (email: string) => `Statement sent to ${email}.`,
} as const;

const dayParam = (message: string) =>
  z.string({ error: message }).max(10, message).refine(isCalendarDay, { error: message }).optional();

/** `from` and `to` (both optional: this month by default), `from` not after `to`, at most 10 years. */
export const payoutPeriodQuery = z
  .object({ from: dayParam(SALES_TEXT.fromInvalid), to: dayParam(SALES_TEXT.toInvalid) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: SALES_TEXT.rangeReversed, path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= SALES_MAX_DAYS * 86_400_000, {
    error: SALES_TEXT.rangeTooLong,
    path: ['to'],
  });
export type PayoutPeriodQuery = z.infer<typeof payoutPeriodQuery>;

const figures = {
  /** Sales in the period, a reversal counting minus one. */
  sales: z.number().int(),
  gross: z.number(),
  commission: z.number(),
  artistShare: z.number(),
  /** Payouts dated in the period. */
  paid: z.number(),
  /** Everything the artist was ever owed minus everything paid out: what is owed today. */
  balance: z.number(),
};

export const payoutSummary = z.object({
  from: z.string(),
  to: z.string(),
  artists: z.array(z.object({ artistId: z.string(), artistName: z.string(), ...figures })),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

export const payableLine = z.object({
  _id: z.string(),
  date: z.string(),
  orderId: z.string(),
  invoiceNumber: z.string().nullable(),
  title: z.string(),
  edition: z.string(),
  /** Negative for a reversal. */
  amount: z.number(),
  /** The gallery's commission in percent. */
  rate: z.number(),
  commission: z.number(),
  artistShare: z.number(),
});
export type PayableLine = z.infer<typeof payableLine>;

/** A payout as recorded: who recorded it and when is its audit line. */
export const payout = z.object({
  _id: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  reference: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Payout = z.infer<typeof payout>;

export const artistPayouts = z.object({
  artist: z.object({ id: z.string(), name: z.string(), email: z.string(), commissionRate: z.number() }),
  from: z.string(),
  to: z.string(),
  lines: z.array(payableLine),
  payouts: z.array(payout),
  totals: z.object(figures),
});
export type ArtistPayouts = z.infer<typeof artistPayouts>;

const amount = z.preprocess(
  fromForm,
  z
    .number({ error: PAYOUT_TEXT.amount })
    .gt(0, PAYOUT_TEXT.amount)
    .max(100_000_000, PAYOUT_TEXT.amount)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7, PAYOUT_TEXT.amount),
);

export const payoutBody = z.object(
  {
    amount,
    paidAt: z
      .string({ error: PAYOUT_TEXT.paidAt })
      .max(10, PAYOUT_TEXT.paidAt)
      .refine(isCalendarDay, PAYOUT_TEXT.paidAt),
    reference: z
      .string({ error: PAYOUT_TEXT.reference })
      .max(200, PAYOUT_TEXT.reference)
      .optional()
      .transform((v) => v?.trim() ?? ''),
  },
  { error: PAYOUT_TEXT.amount },
);
export type PayoutBody = z.infer<typeof payoutBody>;

import { z } from 'zod';
import { isCalendarDay } from './admin-orders.ts';
import { orderStatus } from './lifecycles.ts';

/**
 * The back office's Sales overview: what an owner opens first. Figures are US dollars; a range is
 * two calendar days, both included, compared with the orders' creation time (UTC).
 */
export const SALES_TEXT = {
  fromInvalid: 'from must be a date (YYYY-MM-DD)',
  toInvalid: 'to must be a date (YYYY-MM-DD)',
  rangeReversed: 'from must be on or before to',
  rangeTooLong: 'The range can be at most 10 years',
} as const;

/** The longest range one overview covers (a month per bar). */
export const SALES_MAX_DAYS = 3660;

const dayParam = (message: string) =>
  z.string({ error: message }).max(10, message).refine(isCalendarDay, { error: message }).optional();

export const salesOverviewQuery = z
  .object({ from: dayParam(SALES_TEXT.fromInvalid), to: dayParam(SALES_TEXT.toInvalid) })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: SALES_TEXT.rangeReversed, path: ['from'] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= SALES_MAX_DAYS * 86_400_000, {
    error: SALES_TEXT.rangeTooLong,
    path: ['to'],
  });
export type SalesOverviewQuery = z.infer<typeof salesOverviewQuery>;

const byMethod = z.object({ invoice: z.number(), card: z.number() });

export const salesMonth = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  /** Orders paid in full, by how they were paid. */
  paid: byMethod,
  /** Orders not (fully) paid yet, cancelled ones left out. */
  outstanding: byMethod,
  orders: z.number(),
  /** Of the sales whose payment completed this month (net of reversals): the gallery's commission and the artists' share. */
  commission: z.number(),
  artistShare: z.number(),
});
export type SalesMonth = z.infer<typeof salesMonth>;

export const salesSeller = z.object({
  name: z.string(),
  artistName: z.string(),
  quantity: z.number(),
  revenue: z.number(),
});
export type SalesSeller = z.infer<typeof salesSeller>;

export const salesEdition = z.object({
  title: z.string(),
  artistName: z.string(),
  size: z.number(),
  sold: z.number(),
  /** Held by unpaid orders and open card checkouts. */
  reserved: z.number(),
  left: z.number(),
});
export type SalesEdition = z.infer<typeof salesEdition>;

export const salesOverview = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(salesMonth),
  totals: z.object({
    paid: z.number(),
    outstanding: z.number(),
    orders: z.number(),
    commission: z.number(),
    artistShare: z.number(),
  }),
  ordersByStatus: z.array(z.object({ status: orderStatus, count: z.number() })),
  /** Storage months that began in the range: paid, and started but not paid. */
  storage: z.object({ paid: z.number(), outstanding: z.number() }),
  /** Best sellers by units sold in the range (cancelled orders left out), then by revenue. */
  topWorks: z.array(salesSeller),
  topArtists: z.array(salesSeller.omit({ artistName: true })),
  /** Every limited edition now: sold, held and left (not bound to the range). */
  editions: z.array(salesEdition),
});
export type SalesOverview = z.infer<typeof salesOverview>;

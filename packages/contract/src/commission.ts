import { z } from 'zod';
import { fromForm } from './admin-fields.ts';
import { COMMISSION_TEXT, hasTwoDecimalsAtMost, OWNERSHIPS } from './rules/commission.ts';

/** A commission rate in percent: 0 to 100, at most 2 decimals (a form's text is read as a number). */
export const commissionRate = z.preprocess(
  fromForm,
  z
    .number({ error: COMMISSION_TEXT.rate })
    .min(0, COMMISSION_TEXT.rate)
    .max(100, COMMISSION_TEXT.rate)
    .refine(hasTwoDecimalsAtMost, COMMISSION_TEXT.rateDecimals),
);

export const ownership = z.enum(OWNERSHIPS, { error: COMMISSION_TEXT.ownership });

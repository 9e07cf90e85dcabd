export type Installment = { number: number; dueAt: Date; amountCents: number };
export type InstallmentTerms = { enabled: boolean; thresholdCents: number; count: number; periodDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Installments are offered when they are switched on and the total is above the threshold. */
export const installmentsApply = (totalCents: number, terms: InstallmentTerms): boolean =>
  terms.enabled && terms.count >= 2 && totalCents > terms.thresholdCents;

/**
 * Splits a total into `count` installments in whole cents that add up to the total exactly: the
 * cents that do not divide evenly go one each to the first installments. The first is due
 * `periodDays` after `start` (the invoice's own due date rule), the next ones a period apart.
 */
export function splitInstallments(totalCents: number, count: number, periodDays: number, start: Date): Installment[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError('total must be whole cents');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive whole number');
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    dueAt: new Date(start.getTime() + (i + 1) * periodDays * DAY_MS),
    amountCents: base + (i < remainder ? 1 : 0),
  }));
}

import type { Db } from '../../db/connection.ts';
import { takeNextNumber } from './sequence-repo.ts';

/** `INV-2026-000123`: the year, then the number within it, six digits at least. */
const formatInvoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/** Takes the next invoice number of the year (UTC) in the caller's transaction (the invoice job's, decision 042). */
export async function nextInvoiceNumber(tx: Db, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  return formatInvoiceNumber(year, await takeNextNumber(tx, year));
}

import type { Db } from '../../db/connection.ts';
import { takeNumbers } from './sequence-repo.ts';

/** `INV-2026-000123`: the year, then the number within it, six digits at least. */
const formatInvoiceNumber = (year: number, n: number): string => `INV-${year}-${String(n).padStart(6, '0')}`;

/** Takes the next `count` invoice numbers of `year`, in order, in the caller's transaction (decision 042). */
export async function nextInvoiceNumbers(tx: Db, year: number, count: number): Promise<string[]> {
  const first = await takeNumbers(tx, year, count);
  return Array.from({ length: count }, (_, i) => formatInvoiceNumber(year, first + i));
}

/** Takes the next invoice number of the year (UTC) of `at`, in the caller's transaction. */
export async function nextInvoiceNumber(tx: Db, at: Date): Promise<string> {
  const [number] = await nextInvoiceNumbers(tx, at.getUTCFullYear(), 1);
  if (number === undefined) throw new Error('no invoice number was taken');
  return number;
}

import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/**
 * The next number of the year, in the caller's transaction: one upsert that increments the year's
 * row. The row stays locked until commit (PostgreSQL) or the whole write transaction is exclusive
 * (SQLite), and a rolled-back order takes its number back with it, so numbers have no gaps or twins.
 */
export async function takeNextNumber(tx: Db, year: number): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    insert into invoice_sequences (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_sequences.last_number + 1
    returning last_number`.execute(tx);
  const taken = rows[0]?.last_number;
  if (taken === undefined) throw new Error('invoice sequence did not answer');
  return Number(taken);
}

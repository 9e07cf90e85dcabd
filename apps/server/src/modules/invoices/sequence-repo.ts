import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/**
 * The next `count` numbers of the year as one block, in the caller's transaction: one upsert that
 * moves the year's row on by `count`; answers the block's first number. The row stays locked until
 * commit (PostgreSQL) or the whole write transaction is exclusive (SQLite), and a rolled-back
 * transaction takes its numbers back with it, so numbers have no gaps or twins.
 */
export async function takeNumbers(tx: Db, year: number, count: number): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    insert into invoice_sequences (year, last_number) values (${year}, ${count})
    on conflict (year) do update set last_number = invoice_sequences.last_number + excluded.last_number
    returning last_number`.execute(tx);
  const last = rows[0]?.last_number;
  if (last === undefined) throw new Error('invoice sequence did not answer');
  return Number(last) - count + 1;
}

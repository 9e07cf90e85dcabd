import type { Db } from '../../db/connection.ts';
import { lockForUpdate } from '../../db/tx.ts';

/** An artist as the payouts see them: who is paid, where the statement goes, the rate. */
export type Payee = { id: string; name: string; email: string; commission_bp: number };

const payeeColumns = ['id', 'name', 'email', 'commission_bp'] as const;

/** Every artist, by name. */
export const listPayees = (db: Db): Promise<Payee[]> =>
  db.selectFrom('artists').select(payeeColumns).orderBy('name').orderBy('id').execute();

export const findPayee = (db: Db, id: string): Promise<Payee | undefined> =>
  db.selectFrom('artists').select(payeeColumns).where('id', '=', id).executeTakeFirst();

/** The artist, locked for the rest of the transaction on PostgreSQL: payouts to one artist queue here. */
export const lockPayee = (tx: Db, id: string): Promise<Payee | undefined> =>
  lockForUpdate(tx, tx.selectFrom('artists').select(payeeColumns).where('id', '=', id)).executeTakeFirst();

import type { Db } from '../../db/connection.ts';

export type ContactMessageRow = { id: string; name: string; email: string; message: string; created_at: string };

export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

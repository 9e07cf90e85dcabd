import { sql } from 'kysely';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export type ContactMessageRow = {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** An inquiry's work and its title when asked; absent for a contact message. */
  artwork_id?: string | null;
  artwork_title?: string | null;
};
export type StoredMessageRow = ContactMessageRow & { read_at: string | null };

export async function insertContactMessage(db: Db, row: ContactMessageRow): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}

/** A page of the inbox: unread first, then newest first (the id breaks ties). */
export async function findMessagesPage(db: Db, limit: number, offset: number): Promise<StoredMessageRow[]> {
  return db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'message', 'created_at', 'read_at', 'artwork_id', 'artwork_title'])
    .orderBy(sql`case when read_at is null then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMessages(db: Db): Promise<{ total: number; unread: number }> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .select(sql<number | string>`sum(case when read_at is null then 1 else 0 end)`.as('unread'))
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

/** Marks read (with the time) or unread again; false when there is no such message. */
export async function setMessageRead(db: Db, id: string, readAt: string | null): Promise<boolean> {
  const result = await db
    .updateTable('contact_messages')
    .set({ read_at: readAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return affected(result) > 0;
}

export async function deleteMessage(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
  return affected(result) > 0;
}

export async function deleteMessagesBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('contact_messages').where('created_at', '<', before).executeTakeFirst();
  return affected(result);
}

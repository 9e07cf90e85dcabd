import {
  type ContactMessage,
  MESSAGE_NOT_FOUND,
  MESSAGES_PAGE_SIZE,
  type MessagesResponse,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { NotFound } from '../../platform/errors.ts';
import { countMessages, deleteMessage, findMessagesPage, type StoredMessageRow, setMessageRead } from './repo.ts';

export type InboxDeps = { db: Db; clock: Clock };

const toMessage = (r: StoredMessageRow): ContactMessage => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  message: r.message,
  createdAt: r.created_at,
  read: r.read_at !== null,
  artwork: r.artwork_id ? { _id: r.artwork_id, title: r.artwork_title ?? 'Unknown Artwork' } : null,
});

/** One page of the inbox (unread first, then newest first) with the totals for the tab's badge. */
export async function listMessages(db: Db, page: number): Promise<MessagesResponse> {
  const [rows, counts] = await Promise.all([
    findMessagesPage(db, MESSAGES_PAGE_SIZE, (page - 1) * MESSAGES_PAGE_SIZE),
    countMessages(db),
  ]);
  return { messages: rows.map(toMessage), ...counts };
}

export async function markMessageRead(deps: InboxDeps, id: string, read: boolean): Promise<void> {
  if (!(await setMessageRead(deps.db, id, read ? isoNow(deps.clock) : null))) throw new NotFound(MESSAGE_NOT_FOUND);
}

export async function removeMessage(db: Db, id: string): Promise<void> {
  if (!(await deleteMessage(db, id))) throw new NotFound(MESSAGE_NOT_FOUND);
}

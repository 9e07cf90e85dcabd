import type { NewsletterSubscriber, NewsletterSubscriberList } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { listSubscribers } from './repo.ts';

/** The subscriber list for the back office, and its CSV export. */

export async function subscriberList({ db }: { db: Db }): Promise<NewsletterSubscriberList> {
  const subscribers: NewsletterSubscriber[] = (await listSubscribers(db)).map((r) => ({
    _id: r.id,
    email: r.email,
    subscribed_at: r.created_at,
    status: r.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed',
    unsubscribed_at: r.unsubscribed_at,
  }));
  return { subscribers, active: subscribers.filter((s) => s.status === 'subscribed').length };
}

/**
 * One CSV cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before
 * one) as a formula, so such a cell gets a leading apostrophe; quotes, commas and line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(list: NewsletterSubscriberList): string {
  const lines = [['E-mail', 'Subscribed date', 'Status']];
  for (const s of list.subscribers) lines.push([s.email, s.subscribed_at, s.status]);
  return `${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

import type { NewsletterSubscriber, NewsletterSubscriberList } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { csvLine } from '../../platform/http/csv.ts';
import { listSubscribers } from './repo.ts';

/** The subscriber list for the back office, and its CSV export. */

export async function subscriberList({ db }: { db: Db }): Promise<NewsletterSubscriberList> {
  const subscribers: NewsletterSubscriber[] = (await listSubscribers(db)).map((r) => ({
    _id: r.id,
    email: r.email,
    subscribed_at: r.created_at,
    status: r.status === 'unsubscribed' || r.status === 'pending' ? r.status : 'subscribed',
    unsubscribed_at: r.unsubscribed_at,
  }));
  return { subscribers, active: subscribers.filter((s) => s.status === 'subscribed').length };
}

/** E-mail, Subscribed date, Status: the CSV helper neutralises cells a spreadsheet would run as formulas. */
export function subscribersCsv(list: NewsletterSubscriberList): string {
  const rows = list.subscribers.map((s) => csvLine([s.email, s.subscribed_at, s.status]));
  return [csvLine(['E-mail', 'Subscribed date', 'Status']), ...rows].join('');
}

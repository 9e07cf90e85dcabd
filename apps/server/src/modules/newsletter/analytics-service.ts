import type {
  NewsletterAnalytics,
  NewsletterClickStats,
  NewsletterOpenStats,
  NewsletterUserAnalytics,
} from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import {
  clickCountsBySubjectAndUrl,
  clickersBySubject,
  clicksOf,
  emailsWithEvent,
  openCountsBySubject,
  opensOf,
  variantLogs,
} from './analytics-repo.ts';

type Deps = { db: Db };

/** Keyed by text the admin typed (a subject could be "__proto__"), so the object has no prototype. */
const keyed = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** Variants are lettered in the order they were written: A, B, C... */
const variantLetter = (position: number): string => String.fromCharCode(65 + position);

export async function newsletterLogs({ db }: Deps): Promise<NewsletterAnalytics> {
  const rows = await variantLogs(db);
  return {
    logs: rows.map((r) => ({
      campaignId: r.campaignId,
      variant: variantLetter(r.position),
      subject: r.subject,
      sent: Number(r.sent),
      failed: Number(r.failed),
      opened: Number(r.opened),
      clicked: Number(r.clicked),
      sentAt: r.sentAt,
    })),
  };
}

export async function openStats({ db }: Deps): Promise<NewsletterOpenStats> {
  const stats: NewsletterOpenStats['stats'] = keyed();
  for (const r of await openCountsBySubject(db)) {
    stats[r.subject] = { opens: Number(r.events), uniqueOpens: Number(r.people) };
  }
  return { stats };
}

export async function clickStats({ db }: Deps): Promise<NewsletterClickStats> {
  const stats: NewsletterClickStats['stats'] = keyed();
  const entry = (subject: string) => {
    stats[subject] ??= { clicks: 0, uniqueClicks: 0, urls: keyed() };
    return stats[subject];
  };
  for (const r of await clickCountsBySubjectAndUrl(db)) {
    const s = entry(r.subject);
    s.clicks += Number(r.events);
    s.urls[r.url] = Number(r.events);
  }
  for (const r of await clickersBySubject(db)) entry(r.subject).uniqueClicks = Number(r.people);
  return { stats };
}

export const openedBy = ({ db }: Deps, subject: string) =>
  emailsWithEvent(db, 'newsletter_opens', subject).then((emails) => ({ emails }));
export const clickedBy = ({ db }: Deps, subject: string) =>
  emailsWithEvent(db, 'newsletter_clicks', subject).then((emails) => ({ emails }));

export async function userAnalytics({ db }: Deps, email: string): Promise<NewsletterUserAnalytics> {
  const [opens, clicks] = await Promise.all([opensOf(db, email), clicksOf(db, email)]);
  return { email, opens, clicks };
}

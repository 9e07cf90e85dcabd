import { type NewsletterCampaignProgress, newsletterSentMessage } from '@vernissage/contract';

const count = new Intl.NumberFormat('en-US');

/** 'Sending… 1,200 of 10,000' while a campaign goes out. */
export function progressText({ sent, failed, total }: Pick<NewsletterCampaignProgress, 'sent' | 'failed' | 'total'>) {
  return `Sending… ${count.format(sent + failed)} of ${count.format(total)}`;
}

/** How far a campaign is, 0 to 100 (an empty campaign is complete). */
export function progressPercent({
  sent,
  failed,
  total,
}: Pick<NewsletterCampaignProgress, 'sent' | 'failed' | 'total'>) {
  if (total <= 0) return 100;
  return Math.min(100, Math.round(((sent + failed) / total) * 100));
}

export type SendOutcome = { kind: 'success' | 'error'; text: string };

/** What a finished campaign tells the admin: how many went out, or why none did. */
export function campaignOutcome(progress: Pick<NewsletterCampaignProgress, 'sent' | 'failed' | 'error'>): SendOutcome {
  if (progress.error) return { kind: 'error', text: progress.error };
  return { kind: 'success', text: newsletterSentMessage(progress) };
}

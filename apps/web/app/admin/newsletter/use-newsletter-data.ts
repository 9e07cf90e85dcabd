import { useQuery } from '@tanstack/react-query';
import {
  newsletterAnalytics,
  newsletterClickStats,
  newsletterEmails,
  newsletterOpenStats,
  newsletterSubscriberList,
  newsletterUserAnalytics,
} from '@vernissage/contract';
import { adminQuery } from '../api/client.ts';
import {
  ANALYTICS_FAILED,
  NETWORK_ERROR,
  newsletterKeys,
  type RecipientKind,
  SUBSCRIBERS_FAILED,
  USERS_FAILED,
} from './newsletter-keys.ts';

const api = '/api/admin/newsletter';

/** One row per variant of every campaign, newest first. */
export function useNewsletterAnalytics() {
  return useQuery({
    queryKey: newsletterKeys.analytics,
    queryFn: async () =>
      (await adminQuery(`${api}/analytics`, newsletterAnalytics, ANALYTICS_FAILED, NETWORK_ERROR)).logs,
  });
}

/** Every open and every click, by subject: the totals beside the unique counts. */
export function useNewsletterStats() {
  const opens = useQuery({
    queryKey: newsletterKeys.openStats,
    queryFn: async () =>
      (await adminQuery(`${api}/open-stats`, newsletterOpenStats, ANALYTICS_FAILED, NETWORK_ERROR)).stats,
  });
  const clicks = useQuery({
    queryKey: newsletterKeys.clickStats,
    queryFn: async () =>
      (await adminQuery(`${api}/click-stats`, newsletterClickStats, ANALYTICS_FAILED, NETWORK_ERROR)).stats,
  });
  return { opens: opens.data ?? {}, clicks: clicks.data ?? {} };
}

/** The addresses that opened (or clicked in) the newsletter with this subject; fresh each time it is shown. */
export function useRecipients(kind: RecipientKind, subject: string | null) {
  return useQuery({
    queryKey: newsletterKeys.recipients(kind, subject ?? ''),
    queryFn: async () =>
      (
        await adminQuery(
          `${api}/${kind}?subject=${encodeURIComponent(subject ?? '')}`,
          newsletterEmails,
          USERS_FAILED,
          NETWORK_ERROR,
        )
      ).emails,
    enabled: subject !== null,
    staleTime: 0,
  });
}

/** One subscriber's opens and clicks, newest first. */
export function useUserAnalytics(email: string | null) {
  return useQuery({
    queryKey: newsletterKeys.user(email ?? ''),
    queryFn: () =>
      adminQuery(
        `${api}/user-analytics?email=${encodeURIComponent(email ?? '')}`,
        newsletterUserAnalytics,
        ANALYTICS_FAILED,
        NETWORK_ERROR,
      ),
    enabled: email !== null,
    staleTime: 0,
  });
}

export function useSubscribers() {
  return useQuery({
    queryKey: newsletterKeys.subscribers,
    queryFn: () => adminQuery(`${api}/subscribers`, newsletterSubscriberList, SUBSCRIBERS_FAILED, NETWORK_ERROR),
  });
}

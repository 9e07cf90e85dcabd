import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery } from '../api/client.ts';
import {
  ANALYTICS_FAILED,
  NETWORK_ERROR,
  newsletterKeys,
  type RecipientKind,
  SUBSCRIBERS_FAILED,
  USERS_FAILED,
} from './newsletter-keys.ts';

/** One row per variant of every campaign, newest first. */
export function useNewsletterAnalytics() {
  return useQuery({
    queryKey: newsletterKeys.analytics,
    queryFn: async () => (await adminQuery(adminApi.newsletter.analytics(), ANALYTICS_FAILED, NETWORK_ERROR)).logs,
  });
}

/** Every open and every click, by subject: the totals beside the unique counts. */
export function useNewsletterStats() {
  const opens = useQuery({
    queryKey: newsletterKeys.openStats,
    queryFn: async () => (await adminQuery(adminApi.newsletter.openStats(), ANALYTICS_FAILED, NETWORK_ERROR)).stats,
  });
  const clicks = useQuery({
    queryKey: newsletterKeys.clickStats,
    queryFn: async () => (await adminQuery(adminApi.newsletter.clickStats(), ANALYTICS_FAILED, NETWORK_ERROR)).stats,
  });
  return { opens: opens.data ?? {}, clicks: clicks.data ?? {} };
}

const recipientsOf = { 'opened-by': adminApi.newsletter.openedBy, 'clicked-by': adminApi.newsletter.clickedBy };

/** The addresses that opened (or clicked in) the newsletter with this subject; fresh each time it is shown. */
export function useRecipients(kind: RecipientKind, subject: string | null) {
  return useQuery({
    queryKey: newsletterKeys.recipients(kind, subject ?? ''),
    queryFn: async () =>
      (await adminQuery(recipientsOf[kind]({ query: { subject: subject ?? '' } }), USERS_FAILED, NETWORK_ERROR)).emails,
    enabled: subject !== null,
    staleTime: 0,
  });
}

/** One subscriber's opens and clicks, newest first. */
export function useUserAnalytics(email: string | null) {
  return useQuery({
    queryKey: newsletterKeys.user(email ?? ''),
    queryFn: () =>
      adminQuery(adminApi.newsletter.userAnalytics({ query: { email: email ?? '' } }), ANALYTICS_FAILED, NETWORK_ERROR),
    enabled: email !== null,
    staleTime: 0,
  });
}

export function useSubscribers() {
  return useQuery({
    queryKey: newsletterKeys.subscribers,
    queryFn: () => adminQuery(adminApi.newsletter.subscribers(), SUBSCRIBERS_FAILED, NETWORK_ERROR),
  });
}

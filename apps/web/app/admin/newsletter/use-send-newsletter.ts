import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAMPAIGN_POLL_MS,
  type NewsletterCampaignProgress,
  type NewsletterVariant,
  SEND_FAILED_FALLBACK,
} from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from '../payment-details/use-reauthenticate.ts';
import { NETWORK_ERROR, newsletterKeys } from './newsletter-keys.ts';
import { campaignOutcome, type SendOutcome } from './send-progress.ts';

/**
 * Sending: the server answers at once with a campaign, which is then polled until it is done.
 * `progress` is the campaign on its way; `outcome` the last campaign's result (or why it failed).
 * `onSent` runs once a campaign reached at least one subscriber.
 */
export function useSendNewsletter(onSent: () => void) {
  const client = useQueryClient();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  // A send refused for want of a recent sign-in waits here while the password is asked for.
  const [waiting, setWaiting] = useState<NewsletterVariant[] | null>(null);

  const start = useMutation({
    mutationFn: async (variants: NewsletterVariant[]) => {
      const result = await adminApi.newsletter.send({ body: { variants } });
      // Not a failure: Staff confirm the password and the same newsletter is sent (decision 054).
      if (needsReauth(result)) throw new ReauthRequired();
      if (!result.ok) throw new Error(failureText(result, SEND_FAILED_FALLBACK, NETWORK_ERROR));
      return result.data;
    },
    onMutate: () => {
      setOutcome(null);
      setWaiting(null);
    },
    onSuccess: (progress) => {
      client.setQueryData(newsletterKeys.campaign(progress.campaignId), progress);
      setCampaignId(progress.campaignId);
    },
    onError: (error, variants) => {
      if (error instanceof ReauthRequired) setWaiting(variants);
      else finish({ kind: 'error', text: error.message });
    },
  });

  const poll = useQuery({
    queryKey: newsletterKeys.campaign(campaignId ?? ''),
    queryFn: () =>
      adminQuery(
        adminApi.newsletter.campaign({ params: { id: campaignId ?? '' } }),
        SEND_FAILED_FALLBACK,
        NETWORK_ERROR,
      ),
    enabled: campaignId !== null,
    refetchInterval: (query) => (query.state.data?.done ? false : CAMPAIGN_POLL_MS),
    staleTime: 0,
  });

  function finish(result: SendOutcome) {
    setCampaignId(null);
    setOutcome(result);
    adminToast(result.text, result.kind);
    if (result.kind === 'success') onSent();
    void client.invalidateQueries({ queryKey: newsletterKeys.all });
  }

  const done = poll.data?.done === true;
  const pollError = poll.isError ? poll.error.message : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: finish is rebuilt each render; only the poll's answer decides.
  useEffect(() => {
    if (campaignId === null) return;
    if (done && poll.data) finish(campaignOutcome(poll.data));
    else if (pollError) finish({ kind: 'error', text: pollError });
  }, [campaignId, done, pollError]);

  const progress: NewsletterCampaignProgress | null = campaignId !== null ? (poll.data ?? null) : null;
  return {
    send: (variants: NewsletterVariant[]) => start.mutate(variants),
    sending: start.isPending || campaignId !== null,
    progress,
    outcome,
    /** The variants of a send waiting for the password; `resume` sends them, `cancel` drops them. */
    waitingForPassword: waiting !== null,
    resume: () => waiting && start.mutate(waiting),
    cancel: () => setWaiting(null),
  };
}

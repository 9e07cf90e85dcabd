import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutBody } from '@vernissage/contract';
import { useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from '../payment-details/use-reauthenticate.ts';
import { periodQuery } from './payout-format.ts';

type Period = { from: string; to: string };

/** Every artist's figures for the period, with the balance owed today. */
export function usePayoutSummary(period: Period) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: [...adminKeys.payouts, 'summary', query.toString()],
    queryFn: () => adminQuery(adminApi.payouts.summary({ query }), 'Failed to load the payouts'),
    placeholderData: keepPreviousData,
  });
}

/** One artist's lines and payouts for the period. */
export function useArtistPayouts(artistId: string | null, period: Period) {
  const query = periodQuery(period);
  return useQuery({
    queryKey: [...adminKeys.payouts, 'artist', artistId, query.toString()],
    queryFn: () =>
      adminQuery(
        adminApi.payouts.artist({ params: { artistId: artistId ?? '' }, query }),
        "Failed to load the artist's payouts",
      ),
    enabled: artistId !== null,
  });
}

async function sudoCall<T>(sent: Promise<AdminResult<T>>, fallback: string) {
  const result = await sent;
  if (needsReauth(result)) throw new ReauthRequired();
  if (!result.ok) throw new Error(failureText(result, fallback, fallback));
  return result.data;
}

/**
 * Record a payout (after a recent sign-in: refused, it waits in `waiting` until the password is
 * confirmed or dropped) and e-mail a statement. The figures reload after a payout.
 */
export function usePayoutActions(artistId: string | null, period: Period, onRecorded: () => void) {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState<PayoutBody | null>(null);
  const record = useMutation({
    mutationFn: (body: PayoutBody) =>
      sudoCall(
        adminApi.payouts.recordPayout({ params: { artistId: artistId ?? '' }, body }),
        'Failed to record the payout',
      ),
    onMutate: () => setWaiting(null),
    onSuccess: () => {
      adminToast('Payout recorded');
      onRecorded();
      return client.invalidateQueries({ queryKey: adminKeys.payouts });
    },
    onError: (error, body) => {
      if (error instanceof ReauthRequired) setWaiting(body);
      else adminToast(error.message, 'error');
    },
  });
  const sendStatement = useMutation({
    mutationFn: () =>
      sudoCall(
        adminApi.payouts.sendStatement({
          params: { artistId: artistId ?? '' },
          body: Object.fromEntries(periodQuery(period)),
        }),
        'Failed to send the statement',
      ),
    onSuccess: (sent) => adminToast(sent.message),
    onError: (error) => adminToast(error.message, 'error'),
  });
  return {
    record,
    sendStatement,
    waiting,
    resume: () => waiting && record.mutate(waiting),
    cancel: () => setWaiting(null),
  };
}

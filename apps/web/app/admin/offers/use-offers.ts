import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectorHoldBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** Every open offer (oldest first), then the latest answered ones. */
export function useOffers() {
  return useQuery({
    queryKey: adminKeys.offers,
    queryFn: () => adminQuery(adminApi.offers.list(), 'Failed to load the offers'),
  });
}

export type OfferAnswer = { id: string } & (
  | { kind: 'accept' }
  | { kind: 'decline' }
  | { kind: 'counter'; amount: number }
);

const DONE: Record<OfferAnswer['kind'], string> = {
  accept: 'Offer accepted: the work is held 48 hours and the collector has their link',
  decline: 'Offer declined: the collector has been told',
  counter: 'Counteroffer sent',
};

/** Accept, decline or counter an offer; the list (and the artworks' stock) reload after each. */
export function useAnswerOffer(onDone?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: OfferAnswer) => {
      const params = { id: answer.id };
      const result =
        answer.kind === 'counter'
          ? await adminApi.offers.counter({ params, body: { amount: answer.amount } })
          : answer.kind === 'accept'
            ? await adminApi.offers.accept({ params })
            : await adminApi.offers.decline({ params });
      if (!result.ok) throw new Error(failureText(result, 'The offer could not be answered'));
      return answer;
    },
    onSuccess: (answer) => {
      adminToast(DONE[answer.kind]);
      onDone?.();
      void client.invalidateQueries({ queryKey: adminKeys.offers });
      void client.invalidateQueries({ queryKey: adminKeys.artworks });
    },
    onError: (error) => adminToast(error.message, 'error'),
  });
}

/** Active holds by their end, then the latest released. */
export function useHolds() {
  return useQuery({
    queryKey: adminKeys.holds,
    queryFn: () => adminQuery(adminApi.offers.holds(), 'Failed to load the holds'),
  });
}

/** 'Hold for a collector' on an artwork; the error (409: no unit free) is the caller's to show. */
export function usePlaceHold(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ artworkId, body }: { artworkId: string; body: CollectorHoldBody }) => {
      const result = await adminApi.offers.hold({ params: { id: artworkId }, body });
      if (!result.ok) throw new Error(failureText(result, 'The work could not be held'));
      return result.data;
    },
    onSuccess: (hold) => {
      adminToast(`Held for ${hold.collector} until ${hold.until}`);
      onDone();
      void client.invalidateQueries({ queryKey: adminKeys.holds });
      void client.invalidateQueries({ queryKey: adminKeys.artworks });
    },
  });
}

/** 'Release now': the unit goes back on sale at once. */
export function useReleaseHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await adminApi.offers.release({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, 'The hold could not be released'));
      return result.data;
    },
    onSuccess: () => {
      adminToast('Hold released: the work is for sale again');
      void client.invalidateQueries({ queryKey: adminKeys.holds });
      void client.invalidateQueries({ queryKey: adminKeys.artworks });
    },
    onError: (error) => adminToast(error.message, 'error'),
  });
}

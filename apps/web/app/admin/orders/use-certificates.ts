import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificate } from '@vernissage/contract';
import { useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { needsReauth, ReauthRequired } from '../payment-details/use-reauthenticate.ts';

/** The order's certificates of authenticity: valid, revoked and replaced ones, by line and unit. */
export function useOrderCertificates(orderId: string) {
  return useQuery({
    queryKey: adminKeys.certificates(orderId),
    queryFn: () =>
      adminQuery(adminApi.certificates.listOfOrder({ params: { id: orderId } }), 'Failed to load the certificates'),
    staleTime: 0,
  });
}

/** A revoke or reissue refused for want of a recent sign-in, kept while the password is asked for. */
export type WaitingAction = { kind: 'revoke'; code: string; reason: string } | { kind: 'reissue'; code: string };

/** The answer, a ReauthRequired for the sudo guard's 403, or an Error with the text to show. */
async function sudoCall<T>(sent: Promise<AdminResult<T>>, texts: { fallback: string; thrown: string }) {
  const result = await sent;
  if (needsReauth(result)) throw new ReauthRequired();
  if (!result.ok) throw new Error(failureText(result, texts.fallback, texts.thrown));
  return result.data;
}

/**
 * Resend, revoke and reissue one of the order's certificates. Revoking and reissuing need a recent
 * sign-in: refused, the action waits (`waiting`) until the password is confirmed (`resume`) or
 * dropped (`cancel`). Both write a line in the order's history, so the order reloads with the list.
 */
export function useCertificateActions(orderId: string, { onRevoked }: { onRevoked: () => void }) {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState<WaitingAction | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.certificates(orderId) }),
      client.invalidateQueries({ queryKey: adminKeys.order(orderId) }),
    ]);
  const failed = (error: Error, action: WaitingAction) => {
    if (error instanceof ReauthRequired) setWaiting(action);
    else adminToast(error.message, 'error');
  };

  const revoke = useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) =>
      sudoCall(adminApi.certificates.revoke({ params: { code }, body: { reason } }), {
        fallback: 'Failed to revoke the certificate',
        thrown: 'Error revoking the certificate',
      }),
    onMutate: () => setWaiting(null),
    onSuccess: () => {
      adminToast('Certificate revoked');
      onRevoked();
      return refresh();
    },
    onError: (error, vars) => failed(error, { kind: 'revoke', ...vars }),
  });

  const reissue = useMutation({
    mutationFn: (code: string) =>
      sudoCall(adminApi.certificates.reissue({ params: { code } }), {
        fallback: 'Failed to reissue the certificate',
        thrown: 'Error reissuing the certificate',
      }),
    onMutate: () => setWaiting(null),
    onSuccess: (issued: AdminCertificate) => {
      adminToast(`Certificate reissued: ${issued.code}`);
      return refresh();
    },
    onError: (error, code) => failed(error, { kind: 'reissue', code }),
  });

  const resend = useMutation({
    mutationFn: (code: string) =>
      sudoCall(adminApi.certificates.resend({ params: { code } }), {
        fallback: 'Failed to send the certificate',
        thrown: 'Error sending the certificate',
      }),
    onSuccess: (sent) => adminToast(sent.message),
    onError: (error) => adminToast(error.message, 'error'),
  });

  return {
    revoke,
    reissue,
    resend,
    waiting,
    resume: () => {
      if (waiting?.kind === 'revoke') revoke.mutate({ code: waiting.code, reason: waiting.reason });
      else if (waiting?.kind === 'reissue') reissue.mutate(waiting.code);
    },
    cancel: () => setWaiting(null),
  };
}

import { useMutation } from '@tanstack/react-query';
import { RECENT_SIGN_IN_REQUIRED, type ReauthenticateBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, failureText } from '../api/client.ts';

/** A save refused until the admin signs in again: the form keeps its values and asks for the password. */
export class ReauthRequired extends Error {
  constructor() {
    super(RECENT_SIGN_IN_REQUIRED);
  }
}

/** The server's 403 for a sensitive change without a recent sign-in. */
export const needsReauth = (result: AdminResult<unknown>): boolean =>
  !result.ok && result.status === 403 && result.error === RECENT_SIGN_IN_REQUIRED;

/** Proving it is still you: the password (and a code when two-factor is on) opens a short sudo window. */
export function useReauthenticate() {
  return useMutation({
    mutationFn: async (body: ReauthenticateBody) => {
      const result = await adminApi.account.reauthenticate({ body });
      if (!result.ok) throw new Error(failureText(result, 'Failed to confirm your password', 'Network error'));
      return result.data;
    },
  });
}

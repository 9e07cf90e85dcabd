import { type AcceptInvitationBody, type InvitationInfo, invitationEndpoints } from '@vernissage/contract';
import { callEndpoint } from '../../lib/endpoint-call.ts';

export type InvitationLookup =
  | { status: 'open'; invitation: InvitationInfo }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

/** The token from an `/admin/invite/<token>` path segment, or null for any other admin path. */
export function invitationToken(segment: string | undefined): string | null {
  const match = /^invite\/([^/]+)\/?$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** GET the invitation: whom it is for, or why it cannot be used. */
export async function lookUpInvitation(token: string, fetchFn: typeof fetch = fetch): Promise<InvitationLookup> {
  const result = await callEndpoint(invitationEndpoints.get, { params: { token } }, { fetchFn });
  if (result.ok) return { status: 'open', invitation: result.data };
  if (result.network) return { status: 'failed', message: 'Network error' };
  const message = result.error ?? 'This invitation could not be checked. Please try again.';
  return result.status === 404 ? { status: 'invalid', message } : { status: 'failed', message };
}

export type AcceptResult = { ok: true; token: string } | { ok: false; error: string; gone: boolean };

/** POST the new password; the answer signs the new admin in, like a login. */
export async function acceptInvitation(
  token: string,
  body: AcceptInvitationBody,
  fetchFn: typeof fetch = fetch,
): Promise<AcceptResult> {
  const result = await callEndpoint(invitationEndpoints.accept, { params: { token }, body }, { fetchFn });
  if (result.ok) return { ok: true, token: result.data.access_token };
  if (result.network) return { ok: false, error: 'Network error', gone: false };
  return { ok: false, error: result.error ?? 'Failed to set your password', gone: result.status === 404 };
}

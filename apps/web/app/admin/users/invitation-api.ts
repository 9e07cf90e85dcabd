import type { AcceptInvitationBody, InvitationInfo } from '@vernissage/contract';

export type InvitationLookup =
  | { status: 'open'; invitation: InvitationInfo }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

const path = (token: string) => `/api/admin-invitations/${encodeURIComponent(token)}`;
const errorOf = (body: unknown): string | null => {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : null;
};

/** The token from an `/admin/invite/<token>` path segment, or null for any other admin path. */
export function invitationToken(segment: string | undefined): string | null {
  const match = /^invite\/([^/]+)\/?$/.exec(segment ?? '');
  return match?.[1] ?? null;
}

/** GET the invitation: whom it is for, or why it cannot be used. */
export async function lookUpInvitation(token: string, fetchFn: typeof fetch = fetch): Promise<InvitationLookup> {
  try {
    const response = await fetchFn(path(token), { headers: { Accept: 'application/json' } });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) return { status: 'open', invitation: body as InvitationInfo };
    const message = errorOf(body) ?? 'This invitation could not be checked. Please try again.';
    return response.status === 404 ? { status: 'invalid', message } : { status: 'failed', message };
  } catch {
    return { status: 'failed', message: 'Network error' };
  }
}

export type AcceptResult = { ok: true; token: string } | { ok: false; error: string; gone: boolean };

/** POST the new password; the answer signs the new admin in, like a login. */
export async function acceptInvitation(
  token: string,
  body: AcceptInvitationBody,
  fetchFn: typeof fetch = fetch,
): Promise<AcceptResult> {
  try {
    const response = await fetchFn(`${path(token)}/accept`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const data: unknown = await response.json().catch(() => null);
    const accessToken = (data as { access_token?: unknown } | null)?.access_token;
    if (response.ok && typeof accessToken === 'string') return { ok: true, token: accessToken };
    return { ok: false, error: errorOf(data) ?? 'Failed to set your password', gone: response.status === 404 };
  } catch {
    return { ok: false, error: 'Network error', gone: false };
  }
}

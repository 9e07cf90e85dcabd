import { adminAccountEndpoints as account, adminMe, pathOf, REFRESH_HEADER } from '@vernissage/contract';
import { callApi } from '../lib/api-client.ts';
import { callEndpoint } from '../lib/endpoint-call.ts';

export type Credentials = { email: string; password: string; code?: string };
/** `needsCode`: the password was right and two-factor sign-in is on; ask for the code. */
export type SignInResult = { ok: true; token: string } | { ok: false; error: string; needsCode: boolean };

/** Signs in: the token on success, else the server's error, 'Login failed' or 'Network error'. */
export async function signIn(credentials: Credentials, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  const result = await callEndpoint(account.login, { body: credentials }, { credentials: 'same-origin', fetchFn });
  if (result.ok) return { ok: true, token: result.data.access_token };
  if (result.network) return { ok: false, error: 'Network error', needsCode: false };
  return {
    ok: false,
    error: result.error ?? 'Login failed',
    needsCode: result.status === 401 && typeof result.details.code === 'string',
  };
}

/**
 * After a reload: a new access token from the HttpOnly refresh cookie (decision 053), or null when
 * there is no session to restore (never signed in, signed out, revoked, idle too long).
 */
export async function restoreSession(fetchFn: typeof fetch = fetch): Promise<string | null> {
  const result = await callEndpoint(
    account.refresh,
    {},
    { headers: { [REFRESH_HEADER.name]: REFRESH_HEADER.value }, credentials: 'same-origin', fetchFn },
  );
  return result.ok ? result.data.access_token : null;
}

/** Revokes the session (and so its refresh cookie) on the server; the browser forgets it either way. */
export async function signOut(token: string, fetchFn: typeof fetch = fetch): Promise<void> {
  await callEndpoint(
    account.logout,
    {},
    { headers: { Authorization: `Bearer ${token}` }, credentials: 'same-origin', fetchFn },
  );
}

export type WhoAmI = { status: 'signed-in'; email: string } | { status: 'signed-out' } | { status: 'unknown' };

/** Who the token belongs to (only the e-mail is read); a 401 means the session is over. */
export async function whoAmI(token: string, fetchFn: typeof fetch = fetch): Promise<WhoAmI> {
  const result = await callApi(pathOf(account.me), adminMe.pick({ email: true }), {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    fetchFn,
  });
  if (result.ok) return { status: 'signed-in', email: result.data.email };
  return result.status === 401 ? { status: 'signed-out' } : { status: 'unknown' };
}

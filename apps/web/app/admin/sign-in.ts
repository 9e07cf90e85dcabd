import { adminMe, loginResponse } from '@vernissage/contract';
import { z } from 'zod';
import { callApi } from '../lib/api-client.ts';

export type Credentials = { email: string; password: string; code?: string };
/** `needsCode`: the password was right and two-factor sign-in is on; ask for the code. */
export type SignInResult = { ok: true; token: string } | { ok: false; error: string; needsCode: boolean };

/** POST /api/admin/login: the token on success, else the server's error, 'Login failed' or 'Network error'. */
export async function signIn(credentials: Credentials, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  const result = await callApi('/api/admin/login', loginResponse, {
    method: 'POST',
    json: credentials,
    credentials: 'same-origin',
    fetchFn,
  });
  if (result.ok) return { ok: true, token: result.data.access_token };
  if (result.network) return { ok: false, error: 'Network error', needsCode: false };
  return {
    ok: false,
    error: result.error ?? 'Login failed',
    needsCode: result.status === 401 && typeof result.details.code === 'string',
  };
}

/** Revokes the token on the server; the browser forgets it either way. */
export async function signOut(token: string, fetchFn: typeof fetch = fetch): Promise<void> {
  await callApi('/api/admin/logout', z.unknown(), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    fetchFn,
  });
}

export type WhoAmI = { status: 'signed-in'; email: string } | { status: 'signed-out' } | { status: 'unknown' };

/** GET /api/admin/me: who the token belongs to; a 401 means the session is over. */
export async function whoAmI(token: string, fetchFn: typeof fetch = fetch): Promise<WhoAmI> {
  const result = await callApi('/api/admin/me', adminMe.pick({ email: true }), {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    fetchFn,
  });
  if (result.ok) return { status: 'signed-in', email: result.data.email };
  return result.status === 401 ? { status: 'signed-out' } : { status: 'unknown' };
}

export type Credentials = { email: string; password: string; code?: string };
/** `needsCode`: the password was right and two-factor sign-in is on; ask for the code. */
export type SignInResult = { ok: true; token: string } | { ok: false; error: string; needsCode: boolean };

/** POST /api/admin/login: the token on success, else the server's error, 'Login failed' or 'Network error'. */
export async function signIn(credentials: Credentials, fetchFn: typeof fetch = fetch): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetchFn('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(credentials),
    });
  } catch {
    return { ok: false, error: 'Network error', needsCode: false };
  }
  const body = (await response.json().catch(() => null)) as {
    access_token?: unknown;
    error?: unknown;
    details?: { code?: unknown };
  } | null;
  if (response.ok && typeof body?.access_token === 'string' && body.access_token) {
    return { ok: true, token: body.access_token };
  }
  return {
    ok: false,
    error: typeof body?.error === 'string' && body.error ? body.error : 'Login failed',
    needsCode: response.status === 401 && typeof body?.details?.code === 'string',
  };
}

/** Revokes the token on the server; the browser forgets it either way. */
export async function signOut(token: string, fetchFn: typeof fetch = fetch): Promise<void> {
  await fetchFn('/api/admin/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
  }).catch(() => undefined);
}

export type WhoAmI = { status: 'signed-in'; email: string } | { status: 'signed-out' } | { status: 'unknown' };

/** GET /api/admin/me: who the token belongs to; a 401 means the session is over. */
export async function whoAmI(token: string, fetchFn: typeof fetch = fetch): Promise<WhoAmI> {
  try {
    const response = await fetchFn('/api/admin/me', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.status === 401) return { status: 'signed-out' };
    const body = (await response.json().catch(() => null)) as { email?: unknown } | null;
    return response.ok && typeof body?.email === 'string'
      ? { status: 'signed-in', email: body.email }
      : { status: 'unknown' };
  } catch {
    return { status: 'unknown' };
  }
}

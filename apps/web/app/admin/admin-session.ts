import { restoreSession } from './sign-in.ts';

/**
 * The admin's access token lives in this module's memory only (decision 053): no storage a script
 * injected into the page could read after the fact. It lasts 15 minutes; a reload, or a call the
 * server refuses with 401, gets a new one from the HttpOnly refresh cookie while the session lives.
 */
let accessToken: string | null = null;
let renewing: Promise<boolean> | null = null;

export function readToken(): string | null {
  return accessToken;
}

export function saveToken(token: string): void {
  accessToken = token;
}

export function clearToken(): void {
  accessToken = null;
}

/** A new access token from the refresh cookie; concurrent callers share one refresh. False when the session is over. */
function renewToken(fetchFn: typeof fetch = fetch): Promise<boolean> {
  renewing ??= restoreSession(fetchFn)
    .then((token) => {
      if (token) saveToken(token);
      return token !== null;
    })
    .catch(() => false)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** Runs a call; when the server refuses the token (401) and the session still lives, once more with a new token. */
export async function withRenewal<T extends { status: number }>(
  attempt: () => Promise<T>,
  fetchFn?: typeof fetch,
): Promise<T> {
  const first = await attempt();
  if (first.status !== 401 || !(await renewToken(fetchFn))) return first;
  return attempt();
}

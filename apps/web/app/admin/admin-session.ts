/**
 * The admin's access token lives in this module's memory only (decision 053): no storage a script
 * injected into the page could read after the fact. A reload gets a new one from the HttpOnly
 * refresh cookie (see restoreSession in sign-in.ts).
 */
let accessToken: string | null = null;

export function readToken(): string | null {
  return accessToken;
}

export function saveToken(token: string): void {
  accessToken = token;
}

export function clearToken(): void {
  accessToken = null;
}

import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The first administrator support/start-server.sh creates. */
export const owner = { email: 'owner@example.com', password: 'e2e-password-123' };

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-admin';

/** Screenshots of the back office as it stands, at 1440 and 390 px, for design review. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** One part of a screen at 1440 and 390 px, the page's sticky header kept in its place. */
export async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await part.screenshot({ path: `${shots}/${name}-${width}.png`, style: '.sticky { position: static !important; }' });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * The page's access token: the back office keeps it in memory only (decision 053), so it is asked
 * for again from the page's refresh cookie, as the back office does after a reload.
 */
export async function adminToken(page: Page): Promise<string> {
  const answer = await refreshFrom(page);
  return answer.status === 200 ? answer.token : '';
}

/** The refresh call made from the page (its cookies, its origin): the status and the token, if any. */
export async function refreshFrom(page: Page): Promise<{ status: number; token: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/admin/session/refresh', {
      method: 'POST',
      headers: { 'X-Requested-With': 'vernissage-admin' },
      credentials: 'same-origin',
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string };
    return { status: res.status, token: body.access_token ?? '' };
  });
}

const REFRESH_COOKIE = 'vernissage_admin_refresh';

/** Signs in over the API (no form): the access token and the refresh cookie's value. */
export async function apiSignIn(
  request: APIRequestContext,
  who: { email: string; password: string } = owner,
): Promise<{ token: string; refresh: string }> {
  const response = await request.post('/api/admin/login', { data: who });
  const token = ((await response.json()) as { access_token: string }).access_token;
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${REFRESH_COOKIE}=`));
  const refresh = cookie?.value.split(';')[0]?.slice(REFRESH_COOKIE.length + 1) ?? '';
  return { token, refresh };
}

/** Gives the page's browser a session signed in over the API, so /admin opens on the dashboard. */
export async function useSession(page: Page, refresh: string, baseURL: string): Promise<void> {
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    {
      name: REFRESH_COOKIE,
      value: refresh,
      domain: hostname,
      path: '/api/admin',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** Signs `who` in through the login form and waits for the dashboard's first tab. */
export async function signInAs(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
}

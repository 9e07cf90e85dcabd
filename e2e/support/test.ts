import { test as base, expect, type Page } from '@playwright/test';

/**
 * The storefront's JavaScript starts after the page has loaded (decision 018), so a journey waits
 * for the app after every navigation, as a visitor would see it respond; pages without the app
 * (robots.txt, JSON) go on at once. `app-start.spec.ts` covers what happens before it starts.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.app === 'ready' ||
      !document.querySelector('script[type="text/x-vernissage-deferred"]'),
  );
}

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';

function waitingForApp<M extends Navigation>(page: Page, method: M): Page[M] {
  const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page[M]>;
  return (async (...args: unknown[]) => {
    const response = await navigate(...args);
    await appReady(page);
    return response;
  }) as Page[M];
}

/** Every page the journey opens in its browser context, the `page` fixture included. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', (page) => {
      page.goto = waitingForApp(page, 'goto');
      page.reload = waitingForApp(page, 'reload');
      page.goBack = waitingForApp(page, 'goBack');
      page.goForward = waitingForApp(page, 'goForward');
    });
    await use(context);
  },
});

export { expect };

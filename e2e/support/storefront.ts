import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Artwork } from '@vernissage/contract';

/** Every artwork of the demo catalog, as the public API lists it. */
export async function allArtworks(request: APIRequestContext): Promise<Artwork[]> {
  return (await (await request.get('/api/artworks')).json()) as Artwork[];
}

/** An artwork that can be bought in at least `formats` available formats. */
export async function buyableArtwork(request: APIRequestContext, formats = 1): Promise<Artwork> {
  const artwork = (await allArtworks(request)).find(
    (a) => a.availability === 'available' && a.formats.filter((f) => f.available).length >= formats,
  );
  if (!artwork) throw new Error(`The demo catalog has no available artwork with ${formats} formats`);
  return artwork;
}

type Line = { artwork: Artwork; formatIndex: number; quantity: number; price?: number };

/** A stored cart line, as the storefront keeps it in localStorage. */
export function cartLine({ artwork, formatIndex, quantity, price }: Line) {
  const format = artwork.formats.filter((f) => f.available)[formatIndex] ?? artwork.formats[formatIndex];
  if (!format) throw new Error(`${artwork.title} has no format ${formatIndex}`);
  return {
    id: `${artwork.id}-${format.id}`,
    artwork: {
      id: artwork.id,
      title: artwork.title,
      artist: { id: artwork.artist.id, name: artwork.artist.name },
      pictures: artwork.pictures.slice(0, 1),
      availability: artwork.availability,
      limited: artwork.limited,
      limitedCount: artwork.limitedCount,
      formats: artwork.formats,
    },
    format: { ...format, price: price ?? format.price },
    quantity,
  };
}

/** Puts values in localStorage on the site's origin, then opens the page again so it reads them. */
export async function seedStorage(page: Page, values: Record<string, unknown>): Promise<void> {
  const target = page.url() === 'about:blank' ? '/' : page.url();
  // Seeded from a script-free page of the same origin: a storefront page still hydrating could read
  // the seed and write its own refreshed copy back before the reload, hiding what the test looks for.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
  await page.goto(target);
}

/** Marks the cookie choice as made, so the banner stays out of a journey about something else. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('vernissage-cookie-consent')) {
      localStorage.setItem(
        'vernissage-cookie-consent',
        JSON.stringify({ necessary: true, analytics: false, marketing: false, savedAt: new Date().toISOString() }),
      );
    }
  });
}

export async function storedJson<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key) as Promise<T | null>;
}

/** Screenshots for design review, only when SHOTS_DIR is set (e.g. SHOTS_DIR=/tmp/shots-b). */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.waitForTimeout(1000); // let dialogs finish their 250 ms fade, even on a busy machine
  await page.screenshot({ path: join(dir, `${name}-${page.viewportSize()?.width ?? 0}.png`) });
}

export const widths = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** A format's or work's public price; a work on request (no price) is not what these journeys buy. */
export function priceOf(item: { price: number | null }): number {
  if (item.price === null) throw new Error('this work is offered on request: it has no public price');
  return item.price;
}

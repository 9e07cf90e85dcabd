import type { Page } from '@playwright/test';
import type { Artist, Artwork } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { dismissCookieBanner, snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

// The gallery's five sort options, with the API order each must match.
const sorts = [
  { label: 'Featured', sortBy: 'featured', sortDirection: 'desc' },
  { label: 'Price: Low to High', sortBy: 'price', sortDirection: 'asc' },
  { label: 'Price: High to Low', sortBy: 'price', sortDirection: 'desc' },
  { label: 'Name: A to Z', sortBy: 'title', sortDirection: 'asc' },
  { label: 'Newest First', sortBy: 'year', sortDirection: 'desc' },
];

const cards = (page: Page) => page.getByRole('region', { name: 'Artworks' }).getByRole('article');
const cardTitles = (page: Page, n: number) =>
  page
    .getByRole('region', { name: 'Artworks' })
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .locator('a')
    .evaluateAll((links, count) => links.slice(0, count).map((a) => a.textContent ?? ''), n);

async function apiTotal(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/artworks?${query}&limit=1`);
  return Number(res.headers()['x-total-count']);
}

test.describe('the gallery', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('a collector narrows the gallery; the URL follows and Back restores each step', async ({ page }) => {
    const artists = (await (await page.request.get('/api/artists')).json()) as Artist[];
    const artist = artists[0] as Artist;
    const total = await apiTotal(page, 'x=1');
    const paintings = await apiTotal(page, 'medium=paintings');

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'All Artworks' })).toBeVisible();
    await expect(page.getByText(`${total} pieces available`, { exact: true })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    for (const name of ['All Artworks', 'Paintings', 'Photography', 'Digital Art', 'Mixed Media']) {
      await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
    }

    await tabs.getByRole('link', { name: 'Paintings' }).click();
    await expect(page).toHaveURL(/\/gallery\?filter=paintings$/);
    await expect(page.getByText(`${paintings} pieces available (filtered from ${total} total)`)).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Paintings' })).toHaveAttribute('aria-current', 'page');

    await page.getByLabel('Artist', { exact: true }).selectOption(artist.id);
    await expect(page).toHaveURL(new RegExp(`filter=paintings&artist=${artist.id}`));
    await expect(page.getByRole('button', { name: `Remove filter: ${artist.name}` })).toBeVisible();
    const both = await apiTotal(page, `medium=paintings&artist=${artist.id}`);
    await expect(cards(page)).toHaveCount(both);

    await page.getByRole('button', { name: 'Remove filter: Paintings' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery\\?artist=${artist.id}$`));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`filter=paintings&artist=${artist.id}`));
    await expect(page.getByRole('button', { name: 'Remove filter: Paintings' })).toBeVisible();
    await expect(page.getByLabel('Artist', { exact: true })).toHaveValue(artist.id);
    await page.goBack();
    await expect(page).toHaveURL(/\/gallery\?filter=paintings$/);
    await expect(page.getByRole('button', { name: `Remove filter: ${artist.name}` })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByText(`${total} pieces available`, { exact: true })).toBeVisible();
  });

  test('reads the links of the menu and footer: filter=, category=, collections and prices', async ({ page }) => {
    await page.goto('/gallery?category=photography');
    await expect(page.getByRole('button', { name: 'Remove filter: Photography' })).toBeVisible();
    await page.goto('/gallery?filter=limited-editions&minPrice=100&maxPrice=500');
    await expect(page.getByRole('button', { name: 'Remove filter: Limited Editions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: $100 – $500' })).toBeVisible();
    const n = await apiTotal(page, 'limited=true&minPrice=100&maxPrice=500');
    await expect(page.getByText(new RegExp(`^${n} pieces? available$`))).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.goto('/gallery?search=zzzz-nothing-like-this');
    await expect(page.getByText('No artworks found matching your criteria.')).toBeVisible();
  });

  test('sorts by each option in the order the API gives', async ({ page }) => {
    await page.goto('/gallery');
    for (const sort of sorts) {
      await page.getByLabel('Sort by', { exact: true }).selectOption({ label: sort.label });
      if (sort.sortBy === 'featured') await expect(page).not.toHaveURL(/sortBy=/);
      else await expect(page).toHaveURL(new RegExp(`sortBy=${sort.sortBy}&sortDirection=${sort.sortDirection}`));
      const api = (await (
        await page.request.get(`/api/artworks?sortBy=${sort.sortBy}&sortDirection=${sort.sortDirection}&limit=8`)
      ).json()) as Artwork[];
      await expect.poll(() => cardTitles(page, 8), { message: sort.label }).toEqual(api.map((a) => a.title));
    }
  });

  test('loads 24 works, then more as the visitor scrolls', async ({ page }) => {
    const total = await apiTotal(page, 'x=1');
    expect(total).toBeGreaterThan(48);
    await page.goto('/gallery');
    await expect(cards(page)).toHaveCount(24);
    await page.getByText('Showing 24 of').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(48);
    await page.getByText('Showing 48 of').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('retries a page that failed on the network, after 5 seconds', async ({ page }) => {
    await page.goto('/gallery');
    let failures = 1;
    await page.route(
      (url) => url.pathname === '/api/artworks' && url.searchParams.get('offset') === '24',
      (route) => (failures-- > 0 ? route.abort('internetdisconnected') : route.continue()),
    );
    await page.getByText('Showing 24 of').scrollIntoViewIfNeeded();
    await expect(page.getByText('Trying again in a moment…')).toBeVisible();
    await expect(cards(page)).toHaveCount(48, { timeout: 12_000 });
  });

  test('saves a filter preset by name; a cancelled prompt saves nothing', async ({ page }) => {
    await page.goto('/gallery?filter=photography&sortBy=price&sortDirection=asc');
    await page.getByRole('button', { name: 'Save Filter' }).click();
    const prompt = page.getByRole('dialog', { name: 'Save Filter' });
    await expect(prompt).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: 'Save Filter' })).toBeFocused();
    expect(await storedJson(page, 'galleryFilterPresets')).toBeNull();

    await page.getByRole('button', { name: 'Save Filter' }).click();
    await prompt.getByLabel('Name').fill('Cheapest photographs');
    await prompt.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('list', { name: 'Saved filters' });
    await expect(saved.getByRole('button', { name: 'Cheapest photographs', exact: true })).toBeVisible();
    await expect
      .poll(() => storedJson<{ name: string; filters: { medium: string } }[]>(page, 'galleryFilterPresets'))
      .toMatchObject([{ name: 'Cheapest photographs', filters: { medium: 'photography' } }]);

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page).toHaveURL(/\/gallery\?sortBy=price&sortDirection=asc$/);
    await saved.getByRole('button', { name: 'Cheapest photographs', exact: true }).click();
    await expect(page).toHaveURL(/filter=photography&sortBy=price&sortDirection=asc/);
    await saved.getByRole('button', { name: 'Delete saved filter Cheapest photographs' }).click();
    await expect.poll(() => storedJson(page, 'galleryFilterPresets')).toEqual([]);
  });

  test('a preset with New Arrivals and Limited Editions keeps them after a reload', async ({ page }) => {
    const countLine = page.getByText(/\d+ pieces? available/);
    const count = async () => Number(/(\d+) piece/.exec((await countLine.textContent()) ?? '')?.[1]);
    await page.goto('/gallery');
    await expect(countLine).toBeVisible();
    const all = await count();
    for (const [filter, name] of [
      ['new-arrivals', 'Just in'],
      ['limited-editions', 'Editions only'],
    ] as const) {
      await page.goto(`/gallery?filter=${filter}`);
      await expect(countLine).toBeVisible();
      const narrowed = await count();
      expect(narrowed).toBeLessThan(all);
      await page.getByRole('button', { name: 'Save Filter' }).click();
      const prompt = page.getByRole('dialog', { name: 'Save Filter' });
      await prompt.getByLabel('Name').fill(name);
      await prompt.getByRole('button', { name: 'Save' }).click();
      await expect(prompt).toBeHidden();
      // A new visit reads the preset back from storage: it must still narrow the list the same way.
      await page.goto('/gallery');
      await expect(countLine).toContainText(`${all} piece`);
      await page.getByRole('list', { name: 'Saved filters' }).getByRole('button', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`filter=${filter}`));
      await expect(countLine).toContainText(`${narrowed} piece`);
    }
  });

  test('switches between grid and list, and keeps the choice in the URL', async ({ page }) => {
    await page.goto('/gallery');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(24);
    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('on a phone, the filters open from a toggle that counts the active ones', async ({ page }) => {
    await page.setViewportSize(widths[0]);
    await page.goto('/gallery?filter=paintings&minPrice=1000&maxPrice=5000');
    const toggle = page.getByRole('button', { name: 'Filters (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Artist', { exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Artist', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1');
    await expectNoSeriousA11yViolations(page);
  });

  test('is rendered on the server: the first 24 works, title, description and canonical', async ({ request }) => {
    expect(((await (await request.get('/gallery')).text()).match(/<article/g) ?? []).length).toBe(24);
    const html = await (await request.get('/gallery?filter=paintings')).text();
    expect(html).toContain('<title>Paintings — All Artworks — Vernissage</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/gallery\?filter=paintings"/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.jpg"/);
    expect(html).toMatch(/<img[^>]+fetchPriority="high"|<img[^>]+fetchpriority="high"/);
  });

  test('has no serious accessibility violations, in grid and list', async ({ page }) => {
    await page.goto('/gallery');
    await expectNoSeriousA11yViolations(page);
    await page.goto('/gallery?view=list&filter=photography');
    await expectNoSeriousA11yViolations(page);
  });

  test('screenshots at 390 and 1440 px (SHOTS_DIR)', async ({ page }) => {
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/gallery');
      await snap(page, 'gallery-grid');
      await page.goto('/gallery?view=list');
      await snap(page, 'gallery-list');
    }
  });
});

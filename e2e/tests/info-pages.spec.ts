import type { ShopSettings } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { buyableArtwork, cartLine, dismissCookieBanner, seedStorage, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());

const pages = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    sections: [
      'Information we collect',
      'How we use your information',
      'Information sharing',
      'Data security',
      'Cookies',
      'Your privacy rights',
      'Contact us',
      'Data retention',
      'International transfers',
      'Changes to this policy',
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    sections: [
      'Agreement to terms',
      'Guest purchases and order tracking',
      'Purchases and payment',
      'Shipping and returns',
      'Intellectual property',
      'Privacy',
      'Limitation of liability',
      'Contact us',
    ],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    sections: [
      'What are cookies',
      'Types of cookies we use',
      'How we use cookies',
      'Managing your preferences',
      'Changes to this policy',
    ],
  },
  {
    path: '/shipping-returns',
    title: 'Shipping & Returns',
    sections: ['Shipping', 'Storage instead of shipping', 'Returns', 'Refunds and exchanges'],
  },
  {
    path: '/size-guide',
    title: 'Size Guide',
    sections: [
      'Size categories',
      'Formats',
      'Room placement',
      'Measurement tips',
      'Quick reference',
      'Free size consultation',
    ],
  },
];

test.describe('legal and information pages', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  for (const info of pages) {
    test(`${info.path} is rendered on the server with every section and today's date`, async ({ page, request }) => {
      const html = await (await request.get(info.path)).text();
      expect(html).toContain(`Last updated ${today}`);
      expect(html).toContain(`<link rel="canonical" href="`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${info.path}"`));
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);

      await page.goto(info.path);
      await expect(page).toHaveTitle(new RegExp(`^${info.title.replace('&', '&')} — `));
      await expect(page.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
      await expect(page.getByText(`Last updated ${today}`)).toBeVisible();
      for (const name of info.sections) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the privacy page says where the gallery is based, with "the" where the country takes it', async ({ page }) => {
    await dismissCookieBanner(page);
    for (const width of widths) {
      await page.setViewportSize(width);
      await page.goto('/privacy#international-transfers');
      const section = page.getByRole('main');
      await expect(section).toContainText('is based in the United States and our works are located in Kenya.');
      await expect(section).not.toContainText('based in United States');
      await snap(page, 'privacy-international-transfers');
    }
  });

  test('every page has its own title and description', async ({ request }) => {
    const heads = await Promise.all(
      pages.map(async (p) => {
        const html = await (await request.get(p.path)).text();
        return [html.match(/<title>([^<]*)<\/title>/)?.[1], html.match(/name="description" content="([^"]*)"/)?.[1]];
      }),
    );
    expect(new Set(heads.map((h) => h[0])).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h[1])).size).toBe(pages.length);
  });

  test('the policies say what the settings say, and never that an account is required', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/shop')).json()) as ShopSettings;
    const { days } = settings.returnPolicy;
    await page.goto('/terms');
    const terms = page.getByRole('main');
    await expect(terms).toContainText(`within ${days} days of delivery for a full refund`);
    await expect(terms).toContainText('You do not need an account to buy from us.');
    await expect(terms).not.toContainText(/account is required|must (create|have) an account/i);
    await expect(terms).toContainText(`${settings.shippingPolicy.domesticBusinessDays} business days`);

    await page.goto('/shipping-returns');
    const shipping = page.getByRole('main');
    await expect(shipping).toContainText(`within ${days} days of delivery`);
    await expect(shipping).toContainText(`within ${settings.returnPolicy.refundBusinessDays} business days`);
    await expect(shipping).toContainText(`up to ${settings.shippingPolicy.internationalWeeks} weeks internationally`);
    if (days !== 30) await expect(shipping).not.toContainText(/30[- ]day/i);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  test('the size guide gives the spec sizes and a consultation e-mail link', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/shop')).json()) as ShopSettings;
    await page.goto('/size-guide');
    const main = page.getByRole('main');
    for (const text of ['8-16 in', '18-32 in', '36-48 in', '50+ in', '1.5-2 in', '57-60 in', '6-12 in', '6-8 in']) {
      await expect(main).toContainText(text);
    }
    await expect(main).toContainText(/black, white or natural wood/);
    await expect(main.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}?subject=Size%20consultation`,
    );
  });

  test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const info of pages) {
      await page.goto(info.path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
  });

  test('the old legal paths redirect permanently', async ({ request, page }) => {
    for (const [from, to] of [
      ['/privacy-policy', '/privacy'],
      ['/terms-of-service', '/terms'],
      ['/cookie-policy', '/cookies'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    }
    await page.goto('/terms-of-service');
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('the Shipping & Returns and Size Guide dialogs reuse the page content', async ({ page, request }) => {
    const artwork = await buyableArtwork(request);
    await page.goto('/cart');
    await seedStorage(page, { cart: [cartLine({ artwork, formatIndex: 0, quantity: 1 })] });
    const opener = page.getByRole('button', { name: 'Shipping & Returns' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Shipping & Returns' });
    await expect(dialog.getByRole('heading', { level: 3, name: 'Returns' })).toBeVisible();
    await snap(page, 'shipping-modal');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();

    await page.getByRole('button', { name: 'Size Guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(guide.getByRole('heading', { level: 3, name: 'Size categories' })).toBeVisible();
    await expect(guide.getByRole('link', { name: 'Open the full Size Guide page' })).toHaveAttribute(
      'href',
      '/size-guide',
    );
  });

  test('looks right at 390 and 1440 px', async ({ page }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request');
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const path of ['/shipping-returns', '/size-guide', '/terms']) {
        await page.goto(path);
        await snap(page, `info${path.replace('/', '-')}`);
      }
      await page.goto('/size-guide#size-categories');
      await snap(page, 'info-size-scale');
    }
  });
});

import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { allArtworks, dismissCookieBanner, seedStorage, snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('the wishlist', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('a heart on a card saves and unsaves a work, with toasts and the header count', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Collection' });
    const heart = section.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
    const title = (await heart.getAttribute('aria-label'))?.replace(/^Add (.+) to wishlist$/, '$1') ?? '';
    await heart.scrollIntoViewIfNeeded();
    await heart.hover();
    await heart.click();
    await expect(page.getByRole('status').getByText('Added to wishlist!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect.poll(() => storedJson<string[]>(page, 'wishlist')).toHaveLength(1);

    await section
      .getByRole('button', { name: `Remove ${title} from wishlist` })
      .first()
      .click();
    await expect(page.getByRole('status').getByText('Removed from wishlist!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wishlist', exact: true })).toBeVisible();
    // Toasts leave after 2 seconds.
    await expect(page.getByText('Removed from wishlist!')).toBeHidden({ timeout: 4000 });
  });

  test('the count stays in sync across tabs and survives unreadable data', async ({ page, context, request }) => {
    const [first] = await allArtworks(request);
    await page.goto('/');
    const other = await context.newPage();
    await other.goto('/cookies');
    await page.evaluate((id) => {
      localStorage.setItem('wishlist', JSON.stringify([id]));
      window.dispatchEvent(new Event('wishlistUpdated'));
    }, first?.id);
    await expect(page.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible(); // via the storage event
    await page.evaluate(() => localStorage.setItem('wishlist', 'not json'));
    await expect(other.getByRole('button', { name: 'Wishlist', exact: true })).toBeVisible();
    await other.close();
  });

  test('Your Wishlist lists the saved works, adds one to the cart and removes another', async ({ page, request }) => {
    const works = (await allArtworks(request)).filter((a) => a.availability === 'available' && a.formats.length > 0);
    const [one, two] = works;
    if (!one || !two) throw new Error('needs two available works');
    await seedStorage(page, { wishlist: [one.id, two.id] });

    const opener = page.getByRole('button', { name: 'Wishlist, 2 items' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Your Wishlist' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: one.title })).toBeVisible();
    await snap(page, 'wishlist-modal');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: `Add ${one.title} to cart` }).click();
    await expect(page.getByRole('status').getByText('Added to cart!')).toBeVisible();
    const cart = await storedJson<{ format: { id: string }; quantity: number }[]>(page, 'cart');
    expect(cart).toHaveLength(1);
    expect(cart?.[0]).toMatchObject({ format: { id: one.formats[0]?.id }, quantity: 1 });

    await dialog.getByRole('button', { name: `Remove ${two.title} from wishlist` }).click();
    await expect(page.getByRole('status').getByText('Removed from wishlist!')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: `Remove ${one.title} from wishlist` }).click();
    await expect(dialog.getByText('No items in your wishlist.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Wishlist', exact: true })).toBeFocused();
  });

  test('says so when the wishlist cannot be loaded', async ({ page, request }) => {
    const [first] = await allArtworks(request);
    await seedStorage(page, { wishlist: [first?.id] });
    await page.route(/\/api\/artworks\?ids=/, (route) => route.fulfill({ status: 500, body: '{"error":"x"}' }));
    await page.getByRole('button', { name: 'Wishlist, 1 item' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Your Wishlist' }).getByText('Failed to load wishlist'),
    ).toBeVisible();
  });

  test('the dialog traps focus while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Wishlist' });
    await expect(dialog.getByText('No items in your wishlist.')).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.mouse.click(5, 300); // the backdrop
    await expect(dialog).toBeHidden();
  });

  test('looks right at 390 and 1440 px', async ({ page, request }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request');
    const ids = (await allArtworks(request)).slice(0, 4).map((a) => a.id);
    for (const size of widths) {
      await page.setViewportSize(size);
      await seedStorage(page, { wishlist: ids });
      await page.getByRole('button', { name: /^Wishlist, / }).click();
      await expect(page.getByRole('dialog', { name: 'Your Wishlist' }).getByRole('listitem')).toHaveCount(4);
      await snap(page, 'wishlist-modal');
      await page.keyboard.press('Escape');
    }
  });
});

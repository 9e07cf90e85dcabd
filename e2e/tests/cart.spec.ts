import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  allArtworks,
  buyableArtwork,
  cartLine,
  dismissCookieBanner,
  priceOf,
  seedStorage,
  snap,
  storedJson,
  widths,
} from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

test.describe('the cart', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('an original never reaches 2, anywhere; a refused checkout names the work', async ({ page, request }) => {
    const originals = (await allArtworks(request)).filter(
      (a) => a.availability === 'available' && !a.limited && a.formats.some((f) => f.available),
    );
    const [work, other] = [originals.at(-12), originals.at(-13)];
    if (!work || !other) throw new Error('needs available originals');
    const label = (w: typeof work) =>
      `${w.title}, ${cartLine({ artwork: w, formatIndex: 0, quantity: 1 }).format.name}`;

    // A cart stored with two of an original comes back with one, and its + stops there.
    await seedStorage(page, { cart: [cartLine({ artwork: work, formatIndex: 0, quantity: 2 })] });
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const bag = page.getByRole('dialog', { name: /Shopping Bag/ });
    await expect(bag.getByRole('button', { name: `Increase quantity of ${label(work)}` })).toBeDisabled();
    await expect(bag.getByText('A single original')).toBeVisible();
    await expect.poll(async () => (await storedJson<{ quantity: number }[]>(page, 'cart'))?.[0]?.quantity).toBe(1);
    await snap(page, 'cart-original-capped');
    await page.keyboard.press('Escape');

    // The artwork page and the detail dialog stop at one too.
    await page.goto(`/artworks/${other.id}`);
    await expect(page.getByRole('button', { name: `Increase quantity of ${other.title}` })).toBeDisabled();
    await expect(page.getByText('A single original')).toBeVisible();
    await page.goto(`/artworks/${work.id}`);
    await expect(page.getByRole('button', { name: 'In Your Cart' })).toBeDisabled();
    await page.goto(`/gallery?artwork=${other.id}`);
    const detail = page.getByRole('dialog', {
      name: new RegExp(`^${other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(detail.getByRole('button', { name: `Increase quantity of ${other.title}` })).toBeDisabled();
    await detail.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(detail.getByRole('button', { name: 'Added!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    // Another collector is faster: the checkout says which work went, not a general failure.
    const format = work.formats.find((f) => f.available);
    const taken = await request.post('/api/send-invoice', {
      headers: { 'X-Forwarded-For': '198.51.100.91' },
      data: {
        email: 'faster@example.com',
        fulfillmentType: 'storage',
        cart: [{ artwork: { id: work.id }, format: { id: format?.id }, quantity: 1 }],
      },
    });
    expect(taken.status()).toBe(200);
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await page
      .getByRole('dialog', { name: /Shopping Bag/ })
      .getByRole('button', { name: 'Checkout' })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByLabel('Email').fill('slower@example.com');
    await checkout.getByRole('radio', { name: /Keep it in storage in/ }).check();
    await checkout.getByRole('button', { name: 'SEND INVOICE' }).click();
    await expect(checkout.getByRole('alert')).toHaveText(`"${work.title}" is no longer available.`);
    await expect(checkout.getByText('Failed to send invoice')).toHaveCount(0);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await snap(page, 'checkout-names-the-work');
    }
  });

  test('a collector adds a piece from a card and finds it in the Shopping Bag', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Collection' });
    const quickAdd = section.getByRole('button', { name: /^Add .+ to cart/ }).first();
    await quickAdd.scrollIntoViewIfNeeded();
    await quickAdd.hover();
    await quickAdd.click();
    await expect(page.getByRole('status').getByText('Added to cart!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const bag = page.getByRole('dialog', { name: /Shopping Bag/ });
    await expect(bag).toContainText('(1 item)');
  });

  test('two formats: quantities and removal in the popup, persisted on every change', async ({ page, request }) => {
    const artwork = await buyableArtwork(request, 2);
    const [a, b] = [
      cartLine({ artwork, formatIndex: 0, quantity: 1 }),
      cartLine({ artwork, formatIndex: 1, quantity: 1 }),
    ];
    await seedStorage(page, { cart: [a, b] });

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const bag = page.getByRole('dialog', { name: /Shopping Bag/ });
    await expect(bag.getByRole('heading', { name: /Shopping Bag/ })).toContainText('(2 items)');
    await expect(bag.getByText('Total')).toBeVisible();
    await expect(bag).toContainText(usd(priceOf(a.format) + priceOf(b.format)));
    await expect(bag.getByRole('button', { name: 'Checkout' })).toBeVisible();
    await expect(bag.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    await snap(page, 'cart-popup');

    await bag.getByRole('button', { name: `Increase quantity of ${artwork.title}, ${a.format.name}` }).click();
    await expect(bag).toContainText('(3 items)');
    await expect(bag).toContainText(usd(priceOf(a.format) * 2 + priceOf(b.format)));
    expect((await storedJson<{ quantity: number }[]>(page, 'cart'))?.map((l) => l.quantity)).toEqual([2, 1]);

    // Down to zero removes the line.
    await bag.getByRole('button', { name: `Decrease quantity of ${artwork.title}, ${b.format.name}` }).click();
    await expect(bag).toContainText('(2 items)');
    await expect(bag.getByText(b.format.name, { exact: true })).toHaveCount(0);

    await bag.getByRole('button', { name: `Remove ${artwork.title}, ${a.format.name}` }).click();
    await expect(bag.getByText('Your cart is empty.')).toBeVisible();
    await expect.poll(() => storedJson(page, 'cart')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeFocused();
  });

  test('the cart page: Your Cart, quantities, Remove, and the checkout', async ({ page, request }) => {
    const artwork = await buyableArtwork(request, 2);
    const [a, b] = [
      cartLine({ artwork, formatIndex: 0, quantity: 2 }),
      cartLine({ artwork, formatIndex: 1, quantity: 1 }),
    ];
    await page.goto('/cart');
    await seedStorage(page, { cart: [a, b] });

    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Items in your cart' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(usd(priceOf(a.format) * 2 + priceOf(b.format)));

    await list.getByRole('button', { name: `Decrease quantity of ${artwork.title}, ${a.format.name}` }).click();
    await expect(summary).toContainText(usd(priceOf(a.format) + priceOf(b.format)));
    await list.getByRole('button', { name: `Remove ${artwork.title}, ${b.format.name}` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await proceed.click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout.getByRole('button', { name: 'SEND INVOICE' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(proceed).toBeFocused();
    expect(await storedJson<unknown[]>(page, 'cart')).toHaveLength(1); // closing the checkout orders nothing

    await list.getByRole('button', { name: /^Remove / }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('the popup checkout closes the bag and opens the checkout', async ({ page, request }) => {
    const artwork = await buyableArtwork(request);
    await seedStorage(page, { cart: [cartLine({ artwork, formatIndex: 0, quantity: 1 })] });
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const bag = page.getByRole('dialog', { name: /Shopping Bag/ });
    await bag.getByRole('button', { name: 'Checkout' }).click();
    await expect(bag).toBeHidden();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await expect(checkout).toBeVisible();
    expect(await checkout.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(checkout).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeFocused();
  });

  test('a stale cart is refreshed from the server: new prices and sold pieces are shown', async ({ page, request }) => {
    const artwork = await buyableArtwork(request);
    const stale = cartLine({ artwork, formatIndex: 0, quantity: 1, price: 1 });
    const gone = {
      ...cartLine({ artwork, formatIndex: 0, quantity: 1 }),
      id: 'no-such-work-x',
      artwork: { ...stale.artwork, id: 'no-such-work', title: 'A Work Since Sold' },
    };
    await page.goto('/cart');
    await seedStorage(page, { cart: [stale, gone] });

    await expect(page.getByText('Your bag has been updated')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'has a new price' })).toContainText(artwork.title);
    const soldLine = page.getByRole('listitem').filter({ hasText: 'A Work Since Sold' });
    await expect(soldLine.getByText('Sold Out')).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText(usd(artwork.formats.filter((f) => f.available)[0]?.price ?? 0));
    expect((await storedJson<{ format: { price: number } }[]>(page, 'cart'))?.[0]?.format.price).not.toBe(1);
  });

  test('the bag is keyboard operable: it traps focus and returns it, and has no serious a11y issues', async ({
    page,
    request,
  }) => {
    const artwork = await buyableArtwork(request);
    await seedStorage(page, { cart: [cartLine({ artwork, formatIndex: 0, quantity: 1 })] });
    const cartButton = page.getByRole('button', { name: 'Cart, 1 item' });
    await cartButton.focus();
    await page.keyboard.press('Enter');
    const bag = page.getByRole('dialog', { name: /Shopping Bag/ });
    await expect(bag).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await bag.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(bag).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test('looks right at 390 and 1440 px', async ({ page, request }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request');
    const one = await buyableArtwork(request, 2);
    const two = (await allArtworks(request)).find(
      (a) => a.id !== one.id && a.availability === 'available' && a.formats[0],
    );
    if (!two) throw new Error('needs a second artwork');
    const cart = [
      cartLine({ artwork: one, formatIndex: 0, quantity: 1 }),
      cartLine({ artwork: one, formatIndex: 1, quantity: 2 }),
      cartLine({ artwork: two, formatIndex: 0, quantity: 1 }),
    ];
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/cart');
      await seedStorage(page, { cart });
      await expect(page.getByRole('list', { name: 'Items in your cart' })).toBeVisible();
      await snap(page, 'cart-page');
      await page.getByRole('button', { name: /^Cart, / }).click();
      await snap(page, 'cart-popup');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await snap(page, 'checkout');
    }
  });
});

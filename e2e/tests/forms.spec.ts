import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('newsletter and contact', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the newsletter on home validates, thanks for 3 seconds and comes back', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    const email = form.getByRole('textbox', { name: 'Email address' });
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await email.fill('not-an-address');
    await subscribe.click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const address = `collector-${Date.now()}@example.com`;
    await email.fill(address);
    await subscribe.click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText('Thanks for subscribing!')).toBeHidden({ timeout: 5000 });
    await expect(email).toBeVisible();

    // The same answer for an address already signed up: the form tells nobody who is subscribed.
    await email.fill(address);
    await subscribe.click();
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    await expect(page.getByText('You are already subscribed.')).toHaveCount(0);
  });

  test('the newsletter shows the server error, else Subscription failed., and Network error.', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('collector@example.com');
    let reply: 'error' | 'bare' | 'abort' = 'error';
    await page.route('**/api/newsletter/subscribe', (route) =>
      reply === 'abort'
        ? route.abort()
        : route.fulfill({
            status: reply === 'error' ? 429 : 500,
            contentType: 'application/json',
            body: reply === 'error' ? '{"error":"Too many requests. Please wait a moment and try again."}' : '{}',
          }),
    );
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Too many requests. Please wait a moment and try again.')).toBeVisible();
    reply = 'bare';
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Subscription failed.')).toBeVisible();
    reply = 'abort';
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Network error.')).toBeVisible();
  });

  test('the contact page validates every field and sends the message', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(form.getByText('Name is required.')).toBeVisible();
    await expect(form.getByText('Email is required.')).toBeVisible();
    await expect(form.getByText('Message is required.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Collector');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@');
    await form.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await send.click();
    await expect(form.getByText('Invalid email address.')).toBeVisible();
    await expect(form.getByText('Message is too short.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Is the large canvas still available to view?');
    await send.click();
    await expect(form.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  test('the contact form shows the server error, else Failed to send message., and Network error.', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('A question about shipping to Lisbon.');
    let reply: 'error' | 'bare' | 'abort' = 'error';
    await page.route('**/api/contact', (route) =>
      reply === 'abort'
        ? route.abort()
        : route.fulfill({
            status: reply === 'error' ? 400 : 500,
            contentType: 'application/json',
            body: reply === 'error' ? '{"error":"Message is too long."}' : 'oops',
          }),
    );
    const send = form.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(form.getByText('Message is too long.')).toBeVisible();
    reply = 'bare';
    await send.click();
    await expect(form.getByText('Failed to send message.')).toBeVisible();
    reply = 'abort';
    await send.click();
    await expect(form.getByText('Network error.')).toBeVisible();
  });

  test('the Contact Us dialog holds the same form, traps focus and returns it', async ({ page }) => {
    await page.goto('/shipping-returns');
    const opener = page.getByRole('button', { name: 'Contact Us' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('looks right at 390 and 1440 px', async ({ page }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request');
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await snap(page, 'contact-page');
      await page.goto('/');
      const newsletter = page.getByRole('form', { name: 'Newsletter signup' });
      await newsletter.scrollIntoViewIfNeeded();
      await page.getByRole('region', { name: 'The artists behind the work' }).scrollIntoViewIfNeeded();
      await snap(page, 'home-spotlight');
      await newsletter.scrollIntoViewIfNeeded();
      await snap(page, 'home-newsletter');
    }
  });
});

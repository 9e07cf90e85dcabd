import { shoot } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { subscriptionOf, unsubscribeTokenOf } from '../support/e2e-database.ts';
import { outbox, textOf } from '../support/mail-outbox.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('a reader who unsubscribed', () => {
  // A visitor of their own: the sign-up form allows five a minute per client.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.144' } });

  test('comes back only by confirming from the mailbox', async ({ page }) => {
    await dismissCookieBanner(page);
    const address = `returning-${Date.now()}@example.com`;
    const signUp = async () => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(address);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    };
    await signUp();
    await page.goto(`/api/newsletter/unsubscribe?token=${unsubscribeTokenOf(address)}`);
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed.' })).toBeVisible();
    // The shop runs on the sandbox: this page, like every storefront page, says it is a test shop.
    await expect(page.getByRole('region', { name: 'Test shop' })).toContainText('No payment is real');
    for (const width of widths) {
      await page.setViewportSize(width);
      await snap(page, 'newsletter-unsubscribed');
    }

    // Signing up again reads the same as the first time, and changes nothing yet.
    await signUp();
    expect(subscriptionOf(address)).toBe('unsubscribed');
    let link = '';
    for (let i = 0; i < 50 && !link; i++) {
      const mail = outbox().find(
        (m) => m.headers.to?.includes(address) && /^Confirm your subscription to /.test(m.headers.subject ?? ''),
      );
      link = mail ? (/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(textOf(mail))?.[0] ?? '') : '';
      if (!link) await page.waitForTimeout(200);
    }
    expect(link).not.toBe('');

    const { pathname, search } = new URL(link);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    expect(subscriptionOf(address)).toBe('unsubscribed');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'newsletter-come-back');
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeVisible();
    await expect(page.getByText(`${address} will receive the`)).toBeVisible();
    expect(subscriptionOf(address)).toBe('subscribed');
    await shoot(page, 'newsletter-come-back-done');
  });
});

import { shoot } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { confirmMailSentHoursAgo, subscriptionOf, unsubscribeTokenOf } from '../support/e2e-database.ts';
import { outbox, textOf } from '../support/mail-outbox.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('the newsletter asks the mailbox first', () => {
  // A visitor of their own: the sign-up form allows five a minute per client.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.144' } });

  test('a new reader is subscribed only by confirming from the mailbox, and comes back the same way', async ({
    page,
  }) => {
    await dismissCookieBanner(page);
    const address = `returning-${Date.now()}@example.com`;
    const signUp = async () => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByRole('textbox', { name: 'Email address' }).fill(address);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
    };
    /** The newest "Confirm your subscription" link mailed to the address since `after` mails. */
    const confirmLink = async (after: number) => {
      for (let i = 0; i < 50; i++) {
        const mails = outbox().filter(
          (m) => m.headers.to?.includes(address) && /^Confirm your subscription to /.test(m.headers.subject ?? ''),
        );
        const mail = mails.length > after ? mails.at(-1) : undefined;
        const link = mail ? (/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(textOf(mail))?.[0] ?? '') : '';
        if (link) return link;
        await page.waitForTimeout(200);
      }
      return '';
    };

    // Double opt-in: the sign-up answers as always, and nothing is sent until the mailbox confirms.
    await signUp();
    expect(subscriptionOf(address)).toBe('pending');
    const first = new URL(await confirmLink(0));
    await page.goto(`${first.pathname}${first.search}`);
    await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
    expect(subscriptionOf(address)).toBe('pending');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for subscribing!' })).toBeVisible();
    expect(subscriptionOf(address)).toBe('subscribed');

    await page.goto(`/api/newsletter/unsubscribe?token=${unsubscribeTokenOf(address)}`);
    await expect(page.getByRole('heading', { name: 'You have been unsubscribed.' })).toBeVisible();
    // The shop runs on the sandbox: this page, like every storefront page, says it is a test shop.
    await expect(page.getByRole('region', { name: 'Test shop' })).toContainText('No payment is real');
    for (const width of widths) {
      await page.setViewportSize(width);
      await snap(page, 'newsletter-unsubscribed');
    }

    // Signing up again reads the same as the first time, and changes nothing yet. (An hour on, so
    // the address's one confirmation mail an hour is not used up by the first.)
    confirmMailSentHoursAgo(address, 2);
    await signUp();
    expect(subscriptionOf(address)).toBe('unsubscribed');
    const link = await confirmLink(1);
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

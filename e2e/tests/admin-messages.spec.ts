import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailsTo, textOf } from '../support/mail-outbox.ts';
import { dismissCookieBanner } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

test.describe('messages inbox', () => {
  test('a visitor’s message arrives in the inbox, unread, and by e-mail at the contact address; the owner reads, answers and deletes it', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/settings/shop')).json()) as {
      contactEmail: string;
      shopName: string;
    };
    const name = `Amani Otieno ${Date.now()}`;
    const text = 'Is the large Harmattan print still available in a walnut frame?';
    await dismissCookieBanner(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill('amani@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill(text);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Thank you! Your message has been sent.')).toBeVisible();

    const subject = `${settings.shopName} contact form: message from ${name}`;
    const [notice] = await mailsTo(settings.contactEmail, [subject]);
    if (!notice) throw new Error('the notification e-mail did not reach the contact address');
    expect(notice.headers['reply-to']).toBe('amani@example.com');
    expect(textOf(notice)).toContain(text);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, owner);
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages Management' })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card.getByText('Unread', { exact: true })).toBeVisible();
    await expect(card).toContainText(text);
    await expect(page.getByRole('article').first()).toContainText(name);
    await expect(card.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
      'href',
      `mailto:amani@example.com?subject=${encodeURIComponent(`Re: your message to ${settings.shopName}`)}`,
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'messages');

    await card.getByRole('button', { name: `Mark as read: message from ${name}` }).click();
    await expect(card.getByText('Unread', { exact: true })).toBeHidden();
    await expect(card.getByRole('button', { name: `Mark as unread: message from ${name}` })).toBeVisible();

    await card.getByRole('button', { name: `Delete message from ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete the message from ${name}?` });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Message deleted')).toBeVisible();
    await expect(card).toBeHidden();
  });
});

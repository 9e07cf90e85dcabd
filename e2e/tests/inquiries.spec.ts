import { INQUIRY_SENT } from '@vernissage/contract';
import { owner, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { buyableWorks } from '../support/orders.ts';
import { dismissCookieBanner } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

// An address of its own: the 3-a-minute limit of the contact form is 127.0.0.1's and the other journeys' to spend.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.73' } });

test('a collector inquires about a work and the owner reads it in the inbox with the work’s link', async ({ page }) => {
  await dismissCookieBanner(page);
  const work = (await buyableWorks(page.request))[0];
  if (!work) throw new Error('needs a work');
  const name = `Kwame Asante ${Date.now()}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/artworks/${work.id}`);
  await page.getByRole('button', { name: 'Inquire about this work' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquire about this work' });
  await expect(dialog).toContainText(work.title);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill('kwame@example.com');
  await dialog.getByLabel('Message').fill('Could I see it in person next week? <b>Thank you</b>');
  await expectNoSeriousA11yViolations(page);
  await page.waitForTimeout(300); // the dialog's fade
  await page.screenshot({ path: '../docs/screenshots/inquiry-form-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '../docs/screenshots/inquiry-form-390.png' });
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText(INQUIRY_SENT)).toBeVisible();
  await page.keyboard.press('Escape');
  // Focus goes back to the button that opened the form.
  await expect(page.getByRole('button', { name: 'Inquire about this work' })).toBeFocused();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, owner);
  await page.goto('/admin/messages');
  const card = page.getByRole('article', { name: new RegExp(name) });
  await expect(card).toContainText('Inquiry about');
  await expect(card).toContainText('Could I see it in person next week? <b>Thank you</b>');
  await expect(card.getByRole('link', { name: work.title })).toHaveAttribute('href', `/artworks/${work.id}`);
  const reply = await card.getByRole('link', { name: `Reply to ${name}` }).getAttribute('href');
  expect(decodeURIComponent(reply ?? '')).toContain(`Re: “${work.title}”`);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { adminToken, owner, shoot } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// The server's data folder (support/start-server.sh): without SMTP_URL every mail lands here as .eml.
const mailDir = join(import.meta.dirname, `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3199}/mail`);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
}

async function openUsers(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users Management' })).toBeVisible();
}

/** The invitation link of the newest mail to `to`, as the invited person would click it. */
function invitationLink(to: string): string | null {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const raw = readFileSync(join(mailDir, file), 'utf8');
    if (!raw.includes(to)) continue;
    const link = /https?:\/\/\S+\/admin\/invite\/[\w-]+/.exec(raw.replace(/=\r?\n/g, ''))?.[0];
    if (link) return link;
  }
  return null;
}

test.describe.configure({ mode: 'serial' });

test.describe('the administrators', () => {
  test('an admin is added with a password, signs in on their own, and is removed', async ({ page, browser }) => {
    const colleague = { email: 'curator@example.com', password: 'curator-password-789' };
    await signIn(page, owner.email, owner.password);
    await openUsers(page);
    const owners = page.getByRole('row').filter({ hasText: owner.email });
    await expect(owners).toContainText('You');
    await expect(page.getByRole('button', { name: `Remove ${owner.email}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Administrator' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Administrator' });
    await dialog.getByLabel('Set a password').check();
    await dialog.getByRole('button', { name: 'Add Administrator' }).click();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.getByLabel('Password', { exact: true }).fill(colleague.password);
    await dialog.getByLabel('Confirm password').fill(colleague.password);
    await dialog.getByRole('button', { name: 'Add Administrator' }).click();
    await expect(dialog.getByText(/already/i)).toBeVisible();

    await dialog.getByLabel('Email').fill(colleague.email);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-add-admin');
    await dialog.getByRole('button', { name: 'Add Administrator' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${colleague.email} can now sign in.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: colleague.email })).toContainText('Active');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-users');

    // The colleague signs in in a browser of their own.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirs = await other.newPage();
    await signIn(theirs, colleague.email, colleague.password);
    const theirToken = await adminToken(theirs);
    expect(theirToken).toBeTruthy();

    await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Remove this administrator?');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Administrator removed.')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: colleague.email })).toHaveCount(0);

    // Their session ends with the account.
    const me = await theirs.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${theirToken}` } });
    expect(me.status()).toBe(401);
    await other.close();
  });

  test('an invited admin chooses a password from the e-mail link and lands on the dashboard', async ({
    page,
    browser,
  }) => {
    const invited = 'registrar@example.com';
    await signIn(page, owner.email, owner.password);
    await openUsers(page);
    await page.getByRole('button', { name: 'Add Administrator' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Administrator' });
    await dialog.getByLabel('Email').fill(invited);
    await dialog.getByLabel('Send an invitation e-mail').check();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${invited}.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: invited })).toContainText('Invited');

    // The mail goes out through the jobs outbox: wait for the worker to write it.
    await expect.poll(() => invitationLink(invited), { timeout: 20_000 }).toMatch(/\/admin\/invite\//);
    const link = new URL(invitationLink(invited) ?? '');

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirs = await other.newPage();
    await theirs.setViewportSize({ width: 1440, height: 900 });
    await theirs.goto(link.pathname);
    await expect(theirs.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(theirs.getByText(invited)).toBeVisible();
    await theirs.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await expect(theirs.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(theirs);
    await shoot(theirs, 'accept-invitation');

    await theirs.getByLabel('Password', { exact: true }).fill('registrar-password-321');
    await theirs.getByLabel('Confirm password').fill('registrar-password-321');
    await theirs.getByRole('button', { name: 'Set Password and Sign In' }).click();
    await expect(theirs.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await expect(theirs).toHaveURL(/\/admin$/);

    // The link works once.
    await theirs.goto(link.pathname);
    await expect(theirs.getByRole('heading', { name: 'Invitation' })).toBeVisible();
    await expect(theirs.getByRole('alert')).toContainText('invalid or has expired');
    await other.close();

    await page.reload();
    await openUsers(page);
    await expect(page.getByRole('row').filter({ hasText: invited })).toContainText('Active');
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import type { Artwork, HeroMedia } from '@vernissage/contract';
import { apiSignIn, shoot, shootPart, useSession } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { file, png } from '../support/images.ts';
import { expect, test } from '../support/test.ts';

let token = '';
let refresh = '';

// One sign-in for the whole file: the login route allows only a few attempts a minute.
test.beforeAll(async ({ request }) => {
  ({ token, refresh } = await apiSignIn(request));
});

async function openAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSession(page, refresh, test.info().project.use.baseURL ?? '');
  await page.goto(path);
}

async function findInShop(request: APIRequestContext, title: string): Promise<Artwork | undefined> {
  const found = (await (await request.get(`/api/artworks?search=${encodeURIComponent(title)}`)).json()) as Artwork[];
  return found.find((a) => a.title === title);
}

test.describe('building the catalog from the back office', () => {
  // The artwork is made by the artist the first journey adds.
  test.describe.configure({ mode: 'serial' });

  test('an artist is added with awards and a portrait', async ({ page, request }) => {
    await openAdmin(page, '/admin/artists');
    await expect(page.getByRole('heading', { name: 'Artists Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Ananya Iyer' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-artists');

    await page.getByRole('button', { name: 'Add Artist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Artist' });
    await dialog.getByRole('button', { name: 'Add Artist' }).click();
    await expect(dialog.getByText('Name is required.')).toBeVisible();

    await dialog.getByLabel('Name', { exact: true }).fill('Lena Okafor');
    await dialog.getByLabel('Country').fill('Ghana');
    await dialog.getByLabel('Email').fill('studio@lenaokafor.example');
    await dialog.getByLabel('Website').fill('lenaokafor.example');
    await dialog.getByLabel('Bio').fill('Lena Okafor paints tidal flats at dawn in thin veils of oil.');
    await dialog.getByLabel('Award 1', { exact: true }).fill('Accra Painting Prize (2024)');
    await dialog.getByRole('button', { name: 'Add award' }).click();
    await dialog.getByLabel('Award 2', { exact: true }).fill('Residency, Cité des Arts (2023)');
    await dialog.getByRole('button', { name: 'Add award' }).click();
    await dialog.locator('input[type=file]').setInputFiles(file('lena.png', png([40, 60, 90], [220, 170, 120])));
    await expect(dialog.getByRole('img', { name: 'Portrait of Lena Okafor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Name', { exact: true }).scrollIntoViewIfNeeded();
    await shoot(page, 'modal-artist');

    await dialog.getByRole('button', { name: 'Add Artist' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Artist added!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Lena Okafor' })).toBeVisible();

    const artists = (await (await request.get('/api/artists?search=Okafor')).json()) as {
      name: string;
      awards: string[];
      image: string | null;
      website: string;
    }[];
    const lena = artists.find((a) => a.name === 'Lena Okafor');
    // The empty third award row was dropped.
    expect(lena?.awards).toEqual(['Accra Painting Prize (2024)', 'Residency, Cité des Arts (2023)']);
    expect(lena?.image).toMatch(/^\/media\//);
    expect(lena?.website).toBe('https://lenaokafor.example');
  });

  test('an artwork with two formats and two images reaches the storefront, follows a price change and is deleted', async ({
    page,
    request,
  }) => {
    // It also saves, reopens and checks each format's shipping: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const title = `Tidal Flats at Dawn ${Date.now()}`;
    await openAdmin(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Artworks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-artworks');

    await page.getByRole('button', { name: 'Add Artwork' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Artwork' });
    await dialog.getByRole('button', { name: 'Add Artwork' }).click();
    for (const message of [
      'Title is required.',
      'Artist is required.',
      'Valid price is required.',
      'Format name required.',
      'Valid price required.',
      'At least one image is required.',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Remove format 1' })).toBeDisabled();

    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Artist').selectOption({ label: 'Lena Okafor' });
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('4800');
    await dialog.getByLabel('Medium').fill('Oil on linen');
    await dialog.getByLabel('Dimensions').fill('30 × 40 in');
    await dialog.getByLabel('Year').fill('2025');
    await dialog.getByLabel('Description').fill('Low water at first light, the flats holding the sky.');
    await dialog.getByLabel('Format 1 name').fill('Original');
    await dialog.getByLabel('Format 1 price in USD').fill('4800');
    await dialog.getByRole('button', { name: 'Add format' }).click();
    await dialog.getByLabel('Format 2 name').fill('Fine art print 16 × 20 in');
    await dialog.getByLabel('Format 2 price in USD').fill('380');
    // The original ships crated; the print as its format type says.
    await dialog.getByLabel('Format 1 shipping').selectOption({ label: 'Crated work' });
    await expect(dialog.getByLabel('Format 2 shipping')).toHaveValue('');
    await shootPart(page, dialog.getByRole('group', { name: 'Formats' }), 'modal-artwork-formats');
    const upload = dialog.locator('input[type=file]');
    await upload.setInputFiles(file('flats-1.png', png([200, 180, 150], [60, 80, 110])));
    await expect(dialog.getByRole('img', { name: 'View 1 of the artwork' })).toBeVisible();
    await upload.setInputFiles(file('flats-2.png', png([90, 110, 90], [230, 220, 200])));
    await expect(dialog.getByRole('img', { name: 'View 2 of the artwork' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Title').scrollIntoViewIfNeeded();
    await shoot(page, 'modal-artwork');

    await dialog.getByRole('button', { name: 'Add Artwork' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible();

    const created = await findInShop(request, title);
    expect(created).toMatchObject({ price: 4800, medium: 'Oil on linen', year: 2025, artist: { name: 'Lena Okafor' } });
    expect(created?.formats.map((f) => [f.name, f.price])).toEqual([
      ['Original', 4800],
      ['Fine art print 16 × 20 in', 380],
    ]);
    expect(created?.images).toHaveLength(2);
    await page.goto(`/artworks/${created?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText('$4,800').first()).toBeVisible();

    // Edit the price: the storefront follows.
    await page.goto('/admin');
    await page.getByLabel('Search artworks by title or artist').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Artwork' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Format 1 shipping')).toHaveValue('crate');
    await expect(edit.getByLabel('Format 2 shipping')).toHaveValue('');
    await edit.getByLabel('Price (USD)', { exact: true }).fill('5200');
    await edit.getByLabel('Format 1 price in USD').fill('5200');
    await edit.getByLabel('Format 1 shipping').selectOption({ label: 'As its format type' });
    await edit.getByLabel('Format 2 shipping').selectOption({ label: 'Small parcel' });
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    // Reopened, the shipping is as saved.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(edit.getByLabel('Format 1 shipping')).toHaveValue('');
    await expect(edit.getByLabel('Format 2 shipping')).toHaveValue('small');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('$5,200')).toBeVisible();
    expect((await findInShop(request, title))?.price).toBe(5200);
    const shopPage = await (await request.get(`/artworks/${created?.id}`)).text();
    expect(shopPage).toContain('$5,200');

    // Provenance: two entries, the second moved first, one kept private; the artwork page shows the public one.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await edit.getByRole('button', { name: 'Add provenance entry' }).click();
    await edit.getByLabel('Provenance 1 date').fill('2026');
    await edit.getByLabel('Provenance 1 text').fill('Private collection, Mombasa');
    await edit.getByRole('checkbox', { name: 'Public (provenance 1)' }).uncheck();
    await edit.getByRole('button', { name: 'Add provenance entry' }).click();
    await edit.getByLabel('Provenance 2 date').fill('2025');
    await edit.getByLabel('Provenance 2 text').fill("From the artist's studio, Lamu");
    await edit.getByRole('button', { name: 'Move provenance 2 up' }).click();
    await expect(edit.getByLabel('Provenance 1 date')).toHaveValue('2025');
    await expectNoSeriousA11yViolations(page);
    await edit.getByRole('group', { name: 'Provenance' }).scrollIntoViewIfNeeded();
    await shoot(page, 'modal-artwork-provenance');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await page.goto(`/artworks/${created?.id}`);
    const provenance = page.getByRole('region', { name: 'Provenance' });
    await expect(provenance.getByRole('listitem')).toHaveText(["2025From the artist's studio, Lamu"]);
    await expect(page.getByText('Mombasa')).toHaveCount(0);
    await page.goto('/admin');
    await page.getByLabel('Search artworks by title or artist').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(edit.getByLabel('Provenance 2 text')).toHaveValue('Private collection, Mombasa');
    await expect(edit.getByRole('checkbox', { name: 'Public (provenance 2)' })).not.toBeChecked();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Delete it, after the confirmation.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this artwork?' });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-confirm-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Artwork deleted!')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeHidden();
    expect(await findInShop(request, title)).toBeUndefined();
  });

  test("'+ Add New Artist' in the artwork form creates the artist and selects it", async ({ page }) => {
    await openAdmin(page);
    await page.getByRole('button', { name: 'Add Artwork' }).click();
    const artwork = page.getByRole('dialog', { name: 'Add Artwork' });
    await artwork.getByLabel('Artist').selectOption('+ Add New Artist');
    const artist = page.getByRole('dialog', { name: 'Add Artist' });
    await artist.getByLabel('Name', { exact: true }).fill('Tomás Reyes');
    await artist.getByRole('button', { name: 'Add Artist' }).click();
    await expect(artist).toBeHidden();
    await expect(artwork.getByLabel('Artist').locator('option:checked')).toHaveText('Tomás Reyes');
    await expect(artwork.getByLabel('Title')).toBeVisible();
  });

  test('the format filter narrows the list by format name', async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole('button', { name: 'ORIGINAL', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'ORIGINAL', exact: true }).click();
    await expect(page.getByRole('button', { name: 'ORIGINAL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const rows = page.getByRole('table', { name: 'Artworks' }).locator('tbody tr');
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'ALL', exact: true }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(shown);
  });

  test('hero media is uploaded and the home page shows it', async ({ page, request }) => {
    await openAdmin(page, '/admin/hero-media');
    await expect(page.getByRole('heading', { name: 'Hero Media Management' })).toBeVisible();
    await expect(page.getByText(/No hero media yet/)).toBeVisible();
    await page
      .getByLabel('New hero image or video')
      .setInputFiles(file('hero.png', png([30, 40, 60], [200, 150, 110], 640, 360)));
    await expect(page.getByText('hero.png')).toBeVisible();
    await expect(page.getByText(/^0\.\d\d MB$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Hero media updated!')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current hero' })).toBeVisible();
    await expect(page.getByText(/Image uploaded/)).toBeVisible();
    await shoot(page, 'tab-hero-media');

    const hero = (await (await request.get('/api/hero-media')).json()) as HeroMedia;
    expect(hero.resource_type).toBe('image');
    const home = await (await request.get('/')).text();
    expect(home).toContain(hero.picture?.base ?? hero.url);
  });

  test('payment details start from the defaults, are saved, then updated', async ({ page, request }) => {
    await openAdmin(page, '/admin/payment-details');
    await expect(page.getByRole('heading', { name: 'Payment Details Management' })).toBeVisible();
    await expect(page.getByText(/Not configured yet/)).toBeVisible();
    await expect(page.getByLabel('Offer installment plans')).toBeChecked();
    await expect(page.getByLabel('Minimum order (USD)')).toHaveValue('100');
    await expect(page.getByLabel('Days between payments')).toHaveValue('30');
    await expect(page.getByLabel('Number of payments')).toHaveValue('10');
    await page.getByRole('button', { name: 'Save Payment Details' }).click();
    for (const message of [
      'Bank name is required',
      'Account name is required',
      'Account number is required',
      'Routing number is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-payment-details');

    await page.getByLabel('Bank name').fill('First Gallery Bank');
    await page.getByLabel('Account name').fill('Vernissage Gallery LLC');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByLabel('Routing number').fill('021000021');
    await page.getByRole('button', { name: 'Save Payment Details' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Payment details saved!')).toBeVisible();
    await expect(page.getByText(/Last updated/)).toBeVisible();

    await page.getByLabel('Number of payments').fill('6');
    await page.getByRole('button', { name: 'Save Payment Details' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payment details updated!'),
    ).toBeVisible();
    const saved = await request.get('/api/admin/payment-details', { headers: { Authorization: `Bearer ${token}` } });
    expect(await saved.json()).toMatchObject({
      bankName: 'First Gallery Bank',
      installmentCount: 6,
      installmentThreshold: 100,
    });

    await page.reload();
    await expect(page.getByLabel('Bank name')).toHaveValue('First Gallery Bank');
  });

  test('a format category and a format type are added, then deleted', async ({ page }) => {
    await openAdmin(page, '/admin/format-categories');
    await expect(page.getByRole('heading', { name: 'Format Categories Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paintings' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-format-categories');
    const notices = page.getByRole('region', { name: 'Notifications' });

    await page.getByRole('button', { name: 'Add Category' }).click();
    const category = page.getByRole('dialog', { name: 'Add Category' });
    await category.getByRole('button', { name: 'Add Category' }).click();
    await expect(category.getByText('Name is required')).toBeVisible();
    await category.getByLabel('Name').fill('Works on Paper');
    await expect(category.getByText('works-on-paper')).toBeVisible();
    await expect(category.getByLabel('Color')).toHaveValue('#6b7280');
    await category.getByLabel('Keywords').fill('paper, drawing, ink');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-category');
    await category.getByRole('button', { name: 'Add Category' }).click();
    await expect(notices.getByText('Category saved successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Works on Paper' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Works on Paper keywords' }).getByRole('listitem')).toHaveText([
      'paper',
      'drawing',
      'ink',
    ]);

    await page.getByRole('button', { name: 'Add Format Type' }).click();
    const type = page.getByRole('dialog', { name: 'Add Format Type' });
    await type.getByRole('button', { name: 'Add Format Type' }).click();
    await expect(type.getByText('Name is required')).toBeVisible();
    await expect(type.getByText('Category is required')).toBeVisible();
    await type.getByLabel('Name').fill('Original drawing');
    await type.getByLabel('Category').selectOption({ label: 'Works on Paper' });
    await type.getByLabel('Price multiplier (optional)').fill('1.5');
    await expect(type.getByLabel('Shipping class')).toHaveValue('medium');
    await type.getByLabel('Shipping class').selectOption({ label: 'Crated work' });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-format-type');
    await type.getByRole('button', { name: 'Add Format Type' }).click();
    await expect(notices.getByText('Format type saved successfully!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Original drawing/ })).toContainText('Works on Paper');
    await expect(page.getByRole('row', { name: /Original drawing/ })).toContainText('Crated work');
    await page.getByRole('button', { name: 'Edit Original drawing' }).click();
    const edited = page.getByRole('dialog', { name: 'Edit Format Type' });
    await expect(edited.getByLabel('Shipping class')).toHaveValue('crate');
    await edited.getByLabel('Shipping class').selectOption({ label: 'Large work' });
    await edited.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edited).toBeHidden();
    await expect(page.getByRole('row', { name: /Original drawing/ })).toContainText('Large work');
    await shootPart(page, page.getByRole('table', { name: 'Format types' }), 'table-format-types');

    await page.getByRole('button', { name: 'Delete Original drawing' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this format type?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(notices.getByText('Format type deleted successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Works on Paper' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this category?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(notices.getByText('Category deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Works on Paper' })).toBeHidden();
  });
});

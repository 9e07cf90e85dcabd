import { expect, type Page } from '@playwright/test';

export const variant = (page: Page, letter: string) => page.getByRole('group', { name: `Variant ${letter}` });
export const editorOf = (page: Page, letter: string) =>
  variant(page, letter).getByRole('textbox', { name: 'HTML message (optional)' });

const button = (page: Page, letter: string, name: string) =>
  variant(page, letter).getByRole('toolbar').getByRole('button', { name, exact: true });

/** Clicks a toolbar toggle and waits until the editor has the caret back, as a person would see it. */
async function format(page: Page, letter: string, name: string): Promise<void> {
  await button(page, letter, name).click();
  await expect(editorOf(page, letter)).toBeFocused();
}

/** Variant A: a heading, a bold phrase and a link set through the link dialog. */
async function writeVariantA(page: Page, subject: string): Promise<void> {
  const a = variant(page, 'A');
  await a.getByLabel('Subject').fill(subject);
  await a.getByLabel('Plain text message').fill('Spring hang. This Friday we hang twelve new paintings.');
  await editorOf(page, 'A').click();
  await format(page, 'A', 'Heading 1');
  await expect(button(page, 'A', 'Heading 1')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Spring hang');
  await page.keyboard.press('Enter');
  await expect(button(page, 'A', 'Heading 1')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type('This Friday we hang ');
  await format(page, 'A', 'Bold');
  await page.keyboard.type('twelve new paintings');
  await expect(button(page, 'A', 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await format(page, 'A', 'Bold');
  await page.keyboard.type('. See the works');
  for (let i = 0; i < 'See the works'.length; i++) await page.keyboard.press('Shift+ArrowLeft');

  await button(page, 'A', 'Link').click();
  const link = page.getByRole('dialog', { name: 'Add link' });
  await link.getByLabel('Link address').fill('javascript:alert(1)');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link.getByText('Enter a web address (http:// or https://) or a mailto: link.')).toBeVisible();
  await link.getByLabel('Link address').fill('https://vernissage.test/gallery');
  await link.getByRole('button', { name: 'Apply' }).click();
  await expect(link).toBeHidden();
  await expect(editorOf(page, 'A')).toBeFocused();
  await expect(button(page, 'A', 'Link')).toHaveAttribute('aria-pressed', 'true');
  await expect(editorOf(page, 'A').getByRole('link', { name: 'See the works' })).toHaveAttribute(
    'href',
    'https://vernissage.test/gallery',
  );
}

/**
 * Variant B: a bulleted list, italics switched on from the keyboard, and a bold line whose
 * formatting is cleared again. The line is selected with the mouse: ProseMirror reads a selection made
 * with keys a moment later than an automated click can follow.
 */
async function writeVariantB(page: Page, subject: string): Promise<void> {
  const b = variant(page, 'B');
  await b.getByLabel('Subject').fill(subject);
  await b.getByLabel('Plain text message').fill('New works: oil on linen, works on paper. Until May.');
  const editor = editorOf(page, 'B');
  await editor.click();
  await format(page, 'B', 'Bulleted list');
  await page.keyboard.type('Oil on linen');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Works on paper');
  await expect(button(page, 'B', 'Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(button(page, 'B', 'Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  await button(page, 'B', 'Italic').focus();
  await page.keyboard.press('Space');
  await expect(button(page, 'B', 'Italic')).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('Until May');
  await expect(editor.locator('em')).toHaveText('Until May');
  await format(page, 'B', 'Italic');
  await page.keyboard.press('Enter');
  await format(page, 'B', 'Bold');
  await page.keyboard.type('Private view Thursday');
  await expect(editor.locator('strong')).toHaveText('Private view Thursday');
  const line = editor.locator('p').filter({ hasText: 'Private view Thursday' });
  await line.click({ clickCount: 3 });
  await format(page, 'B', 'Clear formatting');
  await expect(editor.locator('strong')).toHaveCount(0);
  await expect(line).toHaveText('Private view Thursday');
}

/** Two variants, the second added with Add Variant; each can be removed while both exist. */
export async function composeTwoVariants(page: Page, subjects: { a: string; b: string }): Promise<void> {
  await writeVariantA(page, subjects.a);
  await page.getByRole('button', { name: 'Add Variant' }).click();
  await expect(page.getByRole('button', { name: 'Remove Variant A' })).toBeVisible();
  await writeVariantB(page, subjects.b);
}

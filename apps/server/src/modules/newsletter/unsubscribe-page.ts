import { createHash } from 'node:crypto';
import { TEST_SHOP_NOTICE } from '@vernissage/contract';
import { escapeMarkup } from '../../platform/http/escape.ts';

// The test-shop bar looks like the storefront's (a band across the top, the label in terracotta).
const STYLE =
  'body{font-family:Georgia,serif;background:#faf8f5;color:#1f1d1a;display:grid;place-items:center;' +
  'min-height:100vh;margin:0;padding:1rem}main{max-width:32rem;text-align:center}a{color:inherit}' +
  'button{font:inherit;padding:.6rem 1.4rem;border:1px solid #1f1d1a;background:#1f1d1a;color:#faf8f5;cursor:pointer}' +
  '.test-shop{position:fixed;top:0;left:0;right:0;padding:.5rem 1rem;background:#f3f1ed;' +
  'border-bottom:1px solid #e3dfd8;color:#3b3834;font:.8125rem/1.5 system-ui,sans-serif;text-align:center}' +
  '.test-shop strong{margin-right:.5rem;color:#9a3c23;font-size:.6875rem;font-weight:550;letter-spacing:.14em;' +
  'text-transform:uppercase}';

const policy = (formAction: string) =>
  `default-src 'none'; style-src 'sha256-${createHash('sha256')
    .update(STYLE)
    .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action ${formAction}`;

/** The page sets its own policy: nothing may load, only this one inline style (by its hash). */
export const UNSUBSCRIBE_PAGE_CSP = policy("'none'");
/** The same for a page with a button that posts back to this server (the come-back confirmation). */
export const FORM_PAGE_CSP = policy("'self'");

export type UnsubscribePage = {
  shopName: string;
  homeUrl: string;
  heading: string;
  detail: string;
  /** A button that posts the same link back (a mail scanner following links does not press it). */
  form?: { action: string; button: string };
  /** The shop takes test payments only (the sandbox): the page says so, as every storefront page does. */
  testShop: boolean;
};

const testShopBar = `<section class="test-shop" aria-label="Test shop"><strong>Test shop</strong>${TEST_SHOP_NOTICE}</section>
`;

/** A tiny self-contained HTML page; every piece of text is escaped. */
export function unsubscribePage(p: UnsubscribePage): string {
  const shop = escapeMarkup(p.shopName);
  const form = p.form
    ? `<form method="post" action="${escapeMarkup(p.form.action)}"><button type="submit">${escapeMarkup(p.form.button)}</button></form>\n`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(p.heading)} · ${shop}</title>
<style>${STYLE}</style>
</head>
<body>
${p.testShop ? testShopBar : ''}<main>
<h1>${escapeMarkup(p.heading)}</h1>
<p>${escapeMarkup(p.detail)}</p>
${form}<p><a href="${escapeMarkup(p.homeUrl)}">Back to ${shop}</a></p>
</main>
</body>
</html>
`;
}

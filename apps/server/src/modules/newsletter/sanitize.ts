import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';
import { escapeMarkup } from '../../platform/http/escape.ts';
import { isWebUrl } from './tracking.ts';

/**
 * What a newsletter's HTML may hold: the editor's headings, emphasis, lists and links, plus images
 * from the web. No script, style, event handler, form, frame or `javascript:` URL survives; the
 * contents of script-like elements are dropped, not shown as text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ol',
    'ul',
    'li',
    'blockquote',
    'pre',
    'code',
    'span',
    'img',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title', 'template'],
  // A mail has no page to resolve a relative image against: only absolute web images stay.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isWebUrl(frame.attribs.src ?? ''),
};

export const sanitizeNewsletterHtml = (html: string): string => (html.trim() === '' ? '' : sanitizeHtml(html, OPTIONS));

/** The HTML part for a newsletter written only as plain text: its paragraphs, escaped. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeMarkup(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

/**
 * Sanitised HTML cut at its web links, so each recipient's copy is put together with their own
 * signed tracking links without parsing the HTML again: `parts[i]`, link `urls[i]`, `parts[i+1]`...
 */
export type LinkTemplate = { parts: string[]; urls: string[] };

/** Longer links stay as written, untracked (the redirect takes URLs of up to 4096 characters). */
const MAX_TRACKED_URL = 1500;

export function linkTemplate(safeHtml: string): LinkTemplate {
  const marker = `vnl${randomBytes(8).toString('hex')}`;
  const urls: string[] = [];
  const marked = sanitizeHtml(safeHtml, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href;
        if (href === undefined || !isWebUrl(href)) return { tagName, attribs };
        // Normalised (non-ASCII percent-encoded) so it can travel in a Location header as signed.
        const url = new URL(href).href;
        if (url.length > MAX_TRACKED_URL) return { tagName, attribs };
        urls.push(url);
        return { tagName, attribs: { ...attribs, href: `#${marker}-${urls.length - 1}` } };
      },
    },
  });
  // The capture keeps each link's index between the pieces: text, index, text, index, ..., text.
  const pieces = marked.split(new RegExp(`#${marker}-(\\d+)`));
  const parts: string[] = [];
  const ordered: string[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) parts.push(piece);
    else ordered.push(urls[Number(piece)] ?? '');
  });
  return { parts, urls: ordered };
}

/** One recipient's HTML: every web link replaced by `link(url)`, escaped for the attribute. */
export function fillLinks(template: LinkTemplate, link: (url: string) => string): string {
  let html = template.parts[0] ?? '';
  template.urls.forEach((url, i) => {
    html += escapeMarkup(link(url)) + (template.parts[i + 1] ?? '');
  });
  return html;
}

/** The schemes a newsletter link may use: web pages and e-mail addresses. */
const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

export const LINK_URL_INVALID = 'Enter a web address (http:// or https://) or a mailto: link.';

/**
 * The address typed into the link field, made usable: a bare domain becomes https, anything else
 * must parse and use an allowed scheme (a javascript: link would run in a reader's mail client).
 */
export function normaliseLinkUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!ALLOWED.has(url.protocol)) return null;
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? candidate : null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
}

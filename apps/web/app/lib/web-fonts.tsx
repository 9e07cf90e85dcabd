import { WEB_FONTS } from '../fonts/web-fonts.ts';

type WebFont = (typeof WEB_FONTS)[number];

/**
 * Runs in the page, from an inline script in the head. On a first visit the fonts are added only
 * once the page has loaded, so they never share the network with the picture that is its largest
 * paint; the text is set in the metric-matched fallback faces until then (fonts.css). Once they
 * have been fetched in this tab's session (the HTTP cache holds them for a year) they are added at
 * once. Added faces load when text needs them, as @font-face rules do: a page without italic
 * never fetches the italic (decision 060).
 */
function addWebFonts(fonts: WebFont[], key: string) {
  const add = () => {
    for (const f of fonts) {
      const { family, url, ...descriptors } = f;
      document.fonts.add(new FontFace(family, `url(${url}) format("woff2")`, { ...descriptors, display: 'swap' }));
    }
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (privacy settings): the next page waits for its load too.
    }
  };
  let seen = false;
  try {
    seen = sessionStorage.getItem(key) === '1';
  } catch {}
  if (seen || document.readyState === 'complete') add();
  else addEventListener('load', add, { once: true });
}

const webFontsScript = `(${addWebFonts.toString()})(${JSON.stringify(WEB_FONTS)},"vernissage-fonts")`;

/** The inline script that adds the web fonts; the same element on the server and in the browser. */
export function WebFonts({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code and the build's font URLs
      dangerouslySetInnerHTML={{ __html: webFontsScript }}
    />
  );
}

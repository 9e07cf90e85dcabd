/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are escaped so no text in
 * the data (an artwork title, an artist's bio) can close the script, and neither can U+2028/2029.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReadCss } from './inline-css.tsx';

const cache = new Map<string, string | null>();

/** Built stylesheets, read once from build/client (this code runs from build/server/index.js). */
export const readBuiltCss: ReadCss = (href) => {
  if (!href.startsWith('/assets/') || href.includes('..')) return null;
  if (!cache.has(href)) {
    try {
      cache.set(href, readFileSync(fileURLToPath(new URL(`../client${href}`, import.meta.url)), 'utf8'));
    } catch {
      cache.set(href, null); // fall back to a <link>
    }
  }
  return cache.get(href) ?? null;
};

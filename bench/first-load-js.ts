import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_JS_TARGET_KB } from './scenarios.ts';

export type FirstLoadJs = { page: string; scripts: number; gzipKb: number; verdict: 'PASS' | 'MISS' };

// Module scripts, modulepreload links (also those the page adds once loaded, listed in
// data-modulepreload: decision 018) and static imports in inline module scripts of the SSR HTML.
const scriptUrls = (html: string): string[] => {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) if (m[1]) found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) if (m[1]) found.add(m[1]);
  for (const m of html.matchAll(/\bdata-modulepreload="([^"]+)"/g))
    for (const url of (m[1] ?? '').split(' ')) found.add(url);
  for (const m of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of (m[1] ?? '').matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*["']([^"']+\.js)["']/g)) {
      if (i[1]) found.add(i[1]);
    }
  }
  return [...found];
};

/** JavaScript a first visit to `page` downloads, gzipped (level 6, as a server compresses on the fly). */
export async function firstLoadJs(base: string, page: string): Promise<FirstLoadJs> {
  const html = await (await fetch(base + page)).text();
  const urls = scriptUrls(html);
  let bytes = 0;
  for (const url of urls) {
    const res = await fetch(new URL(url, base));
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    bytes += gzipSync(Buffer.from(await res.arrayBuffer())).length;
  }
  const gzipKb = Math.round(bytes / 102.4) / 10;
  return { page, scripts: urls.length, gzipKb, verdict: gzipKb < FIRST_LOAD_JS_TARGET_KB ? 'PASS' : 'MISS' };
}

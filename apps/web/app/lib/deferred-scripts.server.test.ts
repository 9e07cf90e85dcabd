import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferModuleScripts, deferModuleScriptsStream } from './deferred-scripts.server.ts';
import { DEFERRED_SCRIPT_TYPE } from './deferred-start.tsx';

// The shape React Router 7 and React 19 write: hoisted modulepreload links, then the inline module.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n0nce"/>',
  '<link rel="preload" as="image" href="/media/x/640.avif"/>',
  '<title>Solvång — “Blå” — Vernissage</title></head><body><h1>Blå time ✶</h1>',
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>',
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>',
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script>',
  '</body></html>',
].join('');

describe('deferModuleScripts', () => {
  it('drops the modulepreload links and sends the module script as inert text carrying their URLs', () => {
    const html = deferModuleScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script nonce="n0nce" type="${DEFERRED_SCRIPT_TYPE}" data-modulepreload="/assets/entry.client-A.js /assets/framework-B.js">import * as route0 from "/assets/root-C.js";`,
    );
  });

  it('leaves everything else as it was', () => {
    const html = deferModuleScripts(page);
    expect(html).toContain('<link rel="preload" as="image" href="/media/x/640.avif"/>');
    expect(html).toContain('<title>Solvång — “Blå” — Vernissage</title>');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    expect(html.replace(/<script nonce="n0nce" type="[^"]+"[^>]*>/, '')).toBe(
      page
        .replace(/<link rel="modulepreload"[^>]*\/>/g, '')
        .replace('<script nonce="n0nce" type="module" async="">', ''),
    );
  });

  it('returns a document without the module script unchanged, preload links included', () => {
    const other = page.replace(' type="module" async=""', '');
    expect(deferModuleScripts(other)).toBe(other);
  });
});

describe('deferModuleScriptsStream', () => {
  const through = async (chunks: Buffer[]) => {
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(deferModuleScriptsStream())) out.push(chunk as Buffer);
    return Buffer.concat(out).toString('utf8');
  };
  const split = (bytes: Buffer, size: number) =>
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

  it('rewrites a document that arrives in small chunks, even ones that cut a character in two', async () => {
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 3, 7, 64]) expect(await through(split(bytes, size))).toBe(deferModuleScripts(page));
  });

  it('passes a document without the module script through whole', async () => {
    const other = page.replace(' type="module" async=""', '');
    expect(await through(split(Buffer.from(other, 'utf8'), 5))).toBe(other);
  });
});

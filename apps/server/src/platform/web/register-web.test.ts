import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StorefrontApi } from '@vernissage/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, toPublicShopSettings } from '../../modules/settings/index.ts';
import { registerWeb } from './register-web.ts';
import { isReservedPath } from './web-build.ts';
import { pickEncoding } from './web-response.ts';

const webRoot = fileURLToPath(new URL('../../../../web', import.meta.url));
const built = existsSync(`${webRoot}/build/server/index.js`);

const api: StorefrontApi = {
  listArtworks: async () => ({ items: [], total: 0 }),
  listArtworkFacets: async () => ({ collections: [], tags: [], formats: [] }),
  listArtists: async () => [],
  getArtist: async () => null,
  getHeroMedia: async () => null,
  getShopSettings: async () => toPublicShopSettings(DEFAULT_SHOP_SETTINGS),
  getCertificate: async () => null,
  getOffer: async () => null,
};

async function webApp() {
  const app = Fastify();
  app.get('/api/artworks', async () => []);
  await registerWeb(app, {
    mode: 'production',
    webRoot,
    loadContext: () => ({ api, publicUrl: 'https://shop.test', cardPayments: 'stripe' }),
  });
  return app;
}

describe('isReservedPath', () => {
  it('leaves /api and /media to their modules', () => {
    expect(isReservedPath('/api/nothing')).toBe(true);
    expect(isReservedPath('/api?x=1')).toBe(true);
    expect(isReservedPath('/media/a/640.jpg')).toBe(true);
    expect(isReservedPath('/apiary')).toBe(false);
    expect(isReservedPath('/gallery?filter=paintings')).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe.skipIf(!built)('registerWeb (production build)', () => {
  it('renders the home page with a fresh CSP nonce on every script', async () => {
    const app = await webApp();
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers['content-security-policy']).not.toContain(nonce);
    const scripts = first.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.body).toContain('No featured artworks found');
    await app.close();
  });

  it("holds the app's JavaScript back until the page has loaded, with every module it will load", async () => {
    const app = await webApp();
    const html = (await app.inject({ url: '/' })).body;
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const held =
      /<script nonce="[^"]+" type="text\/x-vernissage-deferred" data-modulepreload="([^"]+)">([^<]*)<\/script>/.exec(
        html,
      );
    expect(held).toBeTruthy();
    const [, preloads = '', code = ''] = held ?? [];
    expect(code).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
    // The starter (root.tsx's DeferredStart, called with the type) comes before the script it starts.
    const starter = html.indexOf('("text/x-vernissage-deferred")</script>');
    expect(starter).toBeGreaterThan(0);
    expect(starter).toBeLessThan(html.indexOf('type="text/x-vernissage-deferred"'));
    const urls = preloads.split(' ');
    expect(urls.some((url) => /^\/assets\/framework-[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
    await app.close();
  });

  it('answers unknown pages with the 404 page and unknown API paths with JSON', async () => {
    const app = await webApp();
    const page = await app.inject({ url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
    const api = await app.inject({ url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    expect((await app.inject({ url: '/api/artworks' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves fingerprinted assets for a year, compressed', async () => {
    const app = await webApp();
    const html = (await app.inject({ url: '/' })).body;
    // The framework chunk: always there and large enough to be precompressed (tiny files are not).
    const asset = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await app.inject({ url: String(asset), headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it('compresses the streamed HTML and answers HEAD without a body', async () => {
    const app = await webApp();
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    await app.close();
  });
});

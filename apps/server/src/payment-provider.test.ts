import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../test/catalog-fixtures.ts';
import { type ServerProcess, spawnServer, waitFor } from '../test/server-process.ts';
import { type DbHandle, openDb } from './db/connection.ts';
import { SANDBOX_CARDS } from './modules/payments/index.ts';

/**
 * The real server, started as an operator would, in production mode: which card provider it
 * chose decides whether Buy Now is offered, whether the card endpoints work and whether the shop
 * says it is a test shop (decision 027).
 */
const webRoot = fileURLToPath(new URL('../../web', import.meta.url));
const built = existsSync(join(webRoot, 'build/server/index.js'));

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vernissage-pay-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const admin = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'correct horse battery' };

describe('a start with a payment configuration that cannot work stops with one line', () => {
  const refused = async (env: Record<string, string>) => {
    const server = spawnServer({ PORT: '0', DATA_DIR: tempDir(), NODE_ENV: 'production', ...admin, ...env });
    expect(await server.exited).toBe(1);
    return server.output().trim().split('\n');
  };

  it('names STRIPE_WEBHOOK_SECRET when the Stripe keys are set without it', async () => {
    const lines = await refused({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vernissage: cannot start: Invalid STRIPE_WEBHOOK_SECRET: it must be set/);
  });

  it('names PAYMENT_PROVIDER when it asks for Stripe without keys, or for an unknown provider', async () => {
    expect(await refused({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'vernissage: cannot start: Invalid PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to be set',
    ]);
    expect(await refused({ PAYMENT_PROVIDER: 'free' })).toEqual([
      'vernissage: cannot start: Invalid PAYMENT_PROVIDER: must be stripe, sandbox or none',
    ]);
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

type Shop = { base: string; db: DbHandle; artworkId: string; formatId: string; server: ServerProcess };

/** Starts the production server on a fresh SQLite file and adds one work for sale. */
async function startShop(env: Record<string, string>): Promise<Shop> {
  const dataDir = tempDir();
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...admin, ...env });
  await waitFor(() => server.output().includes('Vernissage is open at'), 30_000, `the server (${server.output()})`);
  const db = openDb({ sqliteFile: join(dataDir, 'vernissage.db') });
  const artistId = await insertArtist(db.db, { name: 'Ines Varga' });
  const artworkId = await insertArtwork(db.db, { artistId, title: 'Salt Flats at Noon', price: 1400 });
  return { base: `http://127.0.0.1:${port}`, db, artworkId, formatId: `${artworkId}-f0`, server };
}

async function stopShop(shop: Shop | undefined): Promise<void> {
  if (!shop) return;
  await shop.db.close();
  shop.server.child.kill('SIGTERM');
  await shop.server.exited;
}

const postJson = async (base: string, path: string, body: object, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const page = async (base: string, path: string) => (await fetch(`${base}${path}`)).text();
const card = { cardNumber: SANDBOX_CARDS.succeeds, expMonth: 12, expYear: 2035, cvc: '123' };

describe.skipIf(!built)('production without Stripe keys: no card payments', () => {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop({});
  }, 60_000);
  afterAll(() => stopShop(shop));

  it('offers no Buy Now on an artwork page (Add to Cart stays) and says nothing of a test shop', async () => {
    if (!shop) throw new Error('no shop');
    const html = await page(shop.base, `/artworks/${shop.artworkId}`);
    expect(html).toContain('Salt Flats at Noon');
    expect(html).toContain('Add to Cart');
    expect(html).not.toContain('Buy Now');
    expect(html).not.toContain('Test shop');
  });

  it('refuses every card endpoint with one clear error, and the sandbox confirm makes no order', async () => {
    if (!shop) throw new Error('no shop');
    const { base, artworkId, formatId } = shop;
    const calls = [
      [
        '/api/order-drafts',
        { artwork_id: artworkId, email: 'a@example.com', delivery_address: 'x', variant: formatId },
      ],
      ['/api/create-payment-intent', { draft_id: 'd1' }],
      ['/api/payments/sandbox/confirm', { clientSecret: 'pi_sandbox_x.y_secret', ...card }],
      ['/api/orders', { draft_id: 'd1', payment_intent_id: 'pi_sandbox_x.y' }],
      ['/api/webhooks/stripe', { id: 'evt_1', type: 'payment_intent.succeeded' }],
    ] as const;
    for (const [path, body] of calls) {
      expect(await postJson(base, path, body), path).toEqual({
        status: 503,
        body: { error: 'Card payments are not available in this shop' },
      });
    }
    const orders = await shop.db.db.selectFrom('orders').select('id').execute();
    expect(orders).toEqual([]);
    const stock = await shop.db.db
      .selectFrom('artworks')
      .select(['reserved', 'sold'])
      .where('id', '=', artworkId)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ reserved: 0, sold: 0 });
  });
});

describe.skipIf(!built)('production with PAYMENT_PROVIDER=sandbox: a test shop', () => {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop({ PAYMENT_PROVIDER: 'sandbox' });
  }, 60_000);
  afterAll(() => stopShop(shop));

  it('says it is a test shop on its pages and offers Buy Now', async () => {
    if (!shop) throw new Error('no shop');
    for (const path of ['/', '/gallery', `/artworks/${shop.artworkId}`, '/cart', '/no-such-page']) {
      expect(await page(shop.base, path), path).toContain('No payment is real');
    }
    expect(await page(shop.base, `/artworks/${shop.artworkId}`)).toContain('Buy Now');
  });

  it('sells by card through the sandbox, and marks the order a test payment', async () => {
    if (!shop) throw new Error('no shop');
    const { base, artworkId, formatId } = shop;
    const draft = await postJson(base, '/api/order-drafts', {
      artwork_id: artworkId,
      email: 'collector@example.com',
      delivery_address: '3 Quay Street, Galway',
      variant: formatId,
    });
    expect(draft.status).toBe(200);
    const intent = await postJson(base, '/api/create-payment-intent', { draft_id: draft.body.draft_id });
    expect(intent.body).toMatchObject({ provider: 'sandbox' });
    const paid = await postJson(base, '/api/payments/sandbox/confirm', {
      clientSecret: intent.body.clientSecret,
      ...card,
    });
    expect(paid.status).toBe(200);
    const order = await postJson(base, '/api/orders', {
      draft_id: draft.body.draft_id,
      payment_intent_id: paid.body.paymentIntentId,
    });
    expect(order.status).toBe(200);
    const row = await shop.db.db
      .selectFrom('orders')
      .select(['payment_method', 'test_payment'])
      .where('id', '=', String(order.body.order_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_method: 'card', test_payment: 1 });
  });
});

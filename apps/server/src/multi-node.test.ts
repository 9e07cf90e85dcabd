import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Artwork, INVOICE_HOLD } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../test/databases.ts';
import { BUYER_ADDRESS } from '../test/order-fixtures.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { freePort, type ServerProcess, spawnServer, waitFor } from '../test/server-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server.ts';
import { multipart, sampleJpeg } from '../test/upload-fixtures.ts';
import { burstLimit, LOGIN_LIMITS } from './modules/admins/index.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
const ADMIN = { email: 'owner@gallery.test', password: 'a-long-password-for-two-nodes' };
// The invoice checkout's per-client limit (requests an hour), as orders/storefront-routes.ts declares it.
const CHECKOUT_LIMIT = INVOICE_HOLD.maxRequestsPerClientPerHour;

type Node = { url: string; process: ServerProcess };
let address = 0;
/** Each call a client address of its own, as a load balancer forwards it (TRUST_PROXY=1). */
const nextClient = () => `10.60.${Math.floor(++address / 250)}.${address % 250}`;

/**
 * Two real server processes (the entry point, as an operator starts it) on one PostgreSQL database
 * and one S3 bucket, with one SMTP server: what one node does, the other sees (decision 039).
 */
describe.runIf(postgres)('two nodes on one PostgreSQL database and one bucket', () => {
  let database: TestDb;
  let s3: TestS3;
  let smtp: TestSmtpServer;
  const dataDirs: string[] = [];
  let a: Node;
  let b: Node;

  async function startNode(env: Record<string, string>): Promise<Node> {
    const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-node-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const process = spawnServer({ ...env, DATA_DIR: dataDir, PORT: String(port) });
    await waitFor(
      () => process.output().includes('Vernissage is open at') || process.child.exitCode !== null,
      60_000,
      'a node to start',
    );
    if (process.child.exitCode !== null) throw new Error(`node did not start:\n${process.output()}`);
    return { url: `http://127.0.0.1:${port}`, process };
  }

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.create();
    s3 = await startTestS3();
    smtp = await startTestSmtpServer();
    const env = {
      DATABASE_URL: database.url ?? '',
      ...s3.env(await s3.bucket()),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      SMTP_URL: smtp.url,
      JWT_SECRET: 'one-signing-key-shared-by-every-node-0123456789',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first creates the first admin, the second finds it.
    a = await startNode(env);
    b = await startNode(env);
  }, 120_000);

  afterAll(async () => {
    for (const node of [a, b]) {
      if (!node) continue;
      node.process.child.kill('SIGTERM');
      await node.process.exited;
    }
    await smtp?.close();
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const send = (node: Node, path: string, init: RequestInit & { client?: string } = {}) =>
    fetch(`${node.url}${path}`, {
      ...init,
      headers: {
        'x-forwarded-for': init.client ?? nextClient(),
        ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  const buy = (node: Node, artworkId: string, email: string, client?: string) =>
    send(node, '/api/send-invoice', {
      method: 'POST',
      ...(client ? { client } : {}),
      body: JSON.stringify({
        email,
        fulfillmentType: 'shipping',
        cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f0` }, quantity: 1 }],
        shippingAddress: BUYER_ADDRESS,
      }),
    });
  const shownOn = async (node: Node, id: string) =>
    ((await (await send(node, `/api/artworks?ids=${id}`)).json()) as Artwork[])[0];
  const signIn = async (node: Node) => {
    const res = await send(node, '/api/admin/login', { method: 'POST', body: JSON.stringify(ADMIN) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  };

  it('a work sold on node A is no longer for sale on node B within a second', async () => {
    const artistId = await insertArtist(database.db);
    const artworkId = await insertArtwork(database.db, { artistId, title: 'Harmattan', price: 1200 });
    // B has the work cached as for sale (its catalog cache lives 5 s).
    expect((await shownOn(b, artworkId))?.availability).toBe('available');
    expect((await buy(a, artworkId, 'first@example.com')).status).toBe(200);
    await waitFor(async () => (await shownOn(b, artworkId))?.availability !== 'available', 1000, 'B to drop the work');
    expect((await buy(b, artworkId, 'second@example.com')).status).toBe(409);
  });

  it('an image uploaded on node A is served by node B, from the bucket', async () => {
    const token = await signIn(a);
    const upload = multipart(await sampleJpeg());
    const res = await send(a, '/api/admin/upload-image', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...upload.headers },
      body: upload.payload,
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/[a-z0-9]+\//);
    const served = await send(b, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("holds the sign-in limits across both nodes: the sum of both nodes' attempts counts", async () => {
    // Wrong passwords for one account from one client, sent to both nodes: the count is the database's.
    const wrong = (node: Node, email: string, client?: string) =>
      send(node, '/api/admin/login', {
        method: 'POST',
        ...(client ? { client } : {}),
        body: JSON.stringify({ email, password: 'not-the-password' }),
      }).then((r) => r.status);
    const owner = nextClient();
    const perAccount: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndClient + 2; i++)
      perAccount.push(await wrong(i % 2 ? b : a, ADMIN.email, owner));
    expect(perAccount.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountAndClient);
    expect(perAccount.slice(LOGIN_LIMITS.perAccountAndClient)).toEqual([429, 429]);

    // One address trying many e-mails: the burst cap is counted in the database too.
    const client = nextClient();
    const burst: number[] = [];
    for (let i = 0; i < burstLimit.max + 2; i++)
      burst.push(await wrong(i % 2 ? b : a, `guess${i}@example.com`, client));
    expect(burst.filter((s) => s !== 429)).toHaveLength(burstLimit.max);
    expect(burst.slice(burstLimit.max)).toEqual([429, 429]);
  });

  it("holds the checkout limit across both nodes: one client's requests to both add up", async () => {
    const client = nextClient();
    const statuses: number[] = [];
    for (let i = 0; i < 2 * CHECKOUT_LIMIT + 4; i++) {
      const res = await send(i % 2 ? b : a, '/api/send-invoice', { method: 'POST', client, body: '{}' });
      statuses.push(res.status);
    }
    const passed = statuses.filter((s) => s !== 429).length;
    // Counted per node, each would let CHECKOUT_LIMIT through: twice as many.
    expect(passed).toBeGreaterThan(0);
    expect(passed).toBeLessThanOrEqual(CHECKOUT_LIMIT);
    expect(statuses.at(-1)).toBe(429);
  });

  it("runs a job queued by node A exactly once, though both nodes' workers poll the same queue", async () => {
    const artistId = await insertArtist(database.db);
    const artworkId = await insertArtwork(database.db, { artistId, title: 'Once Only', price: 900 });
    const res = await buy(a, artworkId, 'once@example.com');
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    const toBuyer = () => smtp.received.filter((m) => m.to.includes('once@example.com'));
    await waitFor(() => toBuyer().length > 0, 30_000, 'the invoice mail');
    const jobs = await database.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'locked_by'])
      .where('dedupe_key', '=', `order-placed:${orderId}`)
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'done', attempts: 1 });
    // Give the other node's worker several polls to (wrongly) run it again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(toBuyer()).toHaveLength(1);
  });

  it('sells exactly 10 prints of an edition of 10 to 50 buyers racing through both nodes', async () => {
    const artistId = await insertArtist(database.db);
    const edition = await insertArtwork(database.db, { artistId, title: 'Edition of Ten', price: 150, edition: 10 });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(i % 2 ? b : a, edition, `racer${i}@example.com`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const stock = await database.db
      .selectFrom('artworks')
      .select(['reserved', 'sold'])
      .where('id', '=', edition)
      .executeTakeFirstOrThrow();
    expect(stock.reserved + stock.sold).toBe(10);
    const orders = await database.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('quantity').as('units'))
      .where('artwork_id', '=', edition)
      .executeTakeFirstOrThrow();
    expect(Number(orders.units)).toBe(10);
  });
});

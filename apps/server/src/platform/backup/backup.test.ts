import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects, PG_ADMIN_URL } from '../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { startTestS3 } from '../../../test/s3-server.ts';
import { freePort, type ServerProcess, spawnServer, waitFor } from '../../../test/server-process.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';
import { openDb } from '../../db/connection.ts';
import { createS3Storage } from '../media/s3-storage.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const run = promisify(execFile);
const tools = join(dirname(fileURLToPath(import.meta.url)), '../../tools');
const tool = (name: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', join(tools, `${name}.ts`), ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
const ADMIN = { email: 'owner@gallery.test', password: 'a-long-password-for-backups' };
const JWT_SECRET = 'one-signing-key-for-the-backup-round-trip-0123';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vernissage-backup-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
/** An empty PostgreSQL database (no migrations run), dropped after the tests. */
async function emptyPostgres(): Promise<string> {
  const name = `vernissage_backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
}

type Shop = { url: string; server: ServerProcess };
async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const server = spawnServer({ ...env, PORT: String(port), JWT_SECRET, TRUST_PROXY: '1' });
  await waitFor(
    () => server.output().includes('Vernissage is open at') || server.child.exitCode !== null,
    60_000,
    'the shop',
  );
  if (server.child.exitCode !== null) throw new Error(`the shop did not start:\n${server.output()}`);
  return { url: `http://127.0.0.1:${port}`, server };
}
async function stopShop(shop: Shop) {
  shop.server.child.kill('SIGTERM');
  await shop.server.exited;
}
let client = 0;
const call = (shop: Shop, path: string, init: RequestInit = {}) =>
  fetch(`${shop.url}${path}`, {
    ...init,
    headers: {
      'x-forwarded-for': `10.61.0.${++client % 250}`,
      ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
async function signIn(shop: Shop): Promise<string> {
  const res = await call(shop, '/api/admin/login', { method: 'POST', body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

for (const dialect of dialects) {
  describe(`backup and restore on ${dialect.name}`, () => {
    it('backs up a shop with orders while it runs, restores it elsewhere, and finds every order, invoice number and image', async () => {
      const dataDir = tempDir();
      const databaseUrl = dialect.name === 'postgres' ? await emptyPostgres() : undefined;
      const env = {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const shop = await startShop(env);
      cleanups.push(() => stopShop(shop));

      const seed = openDb({ databaseUrl, sqliteFile: join(dataDir, 'vernissage.db') });
      const artistId = await insertArtist(seed.db);
      const works = [];
      for (let i = 0; i < 3; i++)
        works.push(await insertArtwork(seed.db, { artistId, title: `Kept ${i}`, price: 300 + i }));
      await seed.close();
      const placedIds: string[] = [];
      for (const [i, id] of works.entries()) {
        const res = await call(shop, '/api/send-invoice', {
          method: 'POST',
          body: JSON.stringify({
            email: `collector${i}@example.com`,
            fulfillmentType: 'shipping',
            cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
            shippingAddress: BUYER_ADDRESS,
          }),
        });
        expect(res.status).toBe(200);
        placedIds.push(((await res.json()) as { orderId: string }).orderId);
      }
      // The shop's invoice job numbers each order just after its checkout (decision 042).
      const numbered = async (at: Shop, token: string) => {
        const list = await call(at, '/api/admin/orders?limit=50', { headers: { authorization: `Bearer ${token}` } });
        expect(list.status).toBe(200);
        const { orders } = (await list.json()) as { orders: { _id: string; invoiceNumber: string | null }[] };
        return orders.map((o) => ({ orderId: o._id, invoiceNumber: o.invoiceNumber }));
      };
      let placed: { orderId: string; invoiceNumber: string | null }[] = [];
      const token = await signIn(shop);
      await waitFor(
        async () => {
          placed = await numbered(shop, token);
          return placed.length === placedIds.length && placed.every((p) => p.invoiceNumber !== null);
        },
        30_000,
        'the invoice numbers',
      );
      expect(placed.map((p) => p.orderId).sort()).toEqual([...placedIds].sort());
      const upload = multipart(await sampleJpeg());
      const uploaded = await call(shop, '/api/admin/upload-image', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...upload.headers },
        body: upload.payload,
      });
      expect(uploaded.status).toBe(200);
      const { url: imageUrl } = (await uploaded.json()) as { url: string };

      // Online: the shop keeps running while the backup is taken.
      const file = join(tempDir(), 'shop.tar.gz');
      const backup = await tool('backup', [file], env);
      expect(backup.stdout).toContain(`backup: ${file} (${dialect.name} database,`);
      await stopShop(shop);

      const restoredDir = tempDir();
      const restoredUrl = databaseUrl ? await emptyPostgres() : undefined;
      const restoredEnv = { DATA_DIR: restoredDir, ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}) };
      const restored = await tool('restore', [file], restoredEnv);
      expect(restored.stdout).toMatch(new RegExp(`restore: ${dialect.name} database from .*, [1-9]\\d* media file`));
      // Restoring again would overwrite a shop: refused.
      await expect(tool('restore', [file], restoredEnv)).rejects.toMatchObject({
        stderr: expect.stringMatching(
          /restore: (DATA_DIR already holds a database|the database named by DATABASE_URL is not empty|the media folder is not empty)/,
        ),
      });

      const again = await startShop(restoredEnv);
      cleanups.push(() => stopShop(again));
      const found = await numbered(again, await signIn(again));
      expect(found).toEqual(expect.arrayContaining(placed));
      expect(found).toHaveLength(placed.length);
      const image = await call(again, imageUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      await stopShop(again);
    }, 180_000);
  });
}

const postgres = dialects.find((d) => d.name === 'postgres');
describe.runIf(postgres)('backup and restore on PostgreSQL with media in a bucket', () => {
  it("keeps the bucket's keys listing, and the restore says which listed keys the bucket lost", async () => {
    const s3 = await startTestS3();
    cleanups.push(() => s3.close());
    const settings = await s3.bucket();
    const storage = createS3Storage(settings);
    await storage.put('abc123/320.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await storage.put('abc123/320.webp', Buffer.from('webp bytes'), 'image/webp');
    const source = await postgres?.create();
    if (!source?.url) throw new Error('no PostgreSQL');
    cleanups.push(() => source.drop());
    const artistId = await insertArtist(source.db);
    await insertArtwork(source.db, { artistId, title: 'Listed', price: 500 });

    const file = join(tempDir(), 'bucket.tar.gz');
    const manifest = await writeBackup({ databaseUrl: source.url, sqliteFile: '', storage }, file);
    expect(manifest).toMatchObject({ database: 'postgres', media: 'bucket-keys', mediaCount: 2 });

    await storage.client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: 'abc123/320.webp' }));
    const target = await emptyPostgres();
    const report = await restoreBackup(file, { databaseUrl: target, dataDir: tempDir(), sqliteFile: '', storage });
    expect(report).toMatchObject({ mediaRestored: 1, mediaMissing: ['abc123/320.webp'] });
    const restored = openDb({ databaseUrl: target, sqliteFile: '' });
    const titles = await restored.db.selectFrom('artworks').select('title').execute();
    await restored.close();
    expect(titles).toEqual([{ title: 'Listed' }]);
  });
});

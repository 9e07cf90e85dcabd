import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../../test/order-fixtures.ts';
import { freePort, type ServerProcess, spawnServer, waitFor } from '../../../../test/server-process.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
type Node = { url: string; process: ServerProcess };

/**
 * Two real server processes on one PostgreSQL database, 50 buyers over real sockets: the numbers of
 * an edition of 10 are given once each, whichever node takes the order (decision 064).
 */
describe.runIf(postgres)('edition numbers through two nodes on one PostgreSQL database', () => {
  let database: TestDb;
  const nodes: Node[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.create();
    const env = {
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: 'one-signing-key-shared-by-every-node-0123456789',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: 'owner@gallery.test',
      ADMIN_PASSWORD: 'a-long-password-for-two-nodes',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-edition-node-'));
      dataDirs.push(dataDir);
      const port = await freePort();
      const process = spawnServer({ ...env, DATA_DIR: dataDir, PORT: String(port) });
      await waitFor(
        () => process.output().includes('Vernissage is open at') || process.child.exitCode !== null,
        60_000,
        'a node to start',
      );
      if (process.child.exitCode !== null) throw new Error(`node did not start:\n${process.output()}`);
      nodes.push({ url: `http://127.0.0.1:${port}`, process });
    }
  }, 150_000);

  afterAll(async () => {
    for (const node of nodes) {
      node.process.child.kill('SIGTERM');
      await node.process.exited;
    }
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('gives 50 buyers racing on two nodes exactly the numbers 1 to 10, each once', async () => {
    const artistId = await insertArtist(database.db);
    const artworkId = await insertArtwork(database.db, { artistId, title: 'Ten Copies', price: 300, edition: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${nodes[i % 2]?.url}/api/send-invoice`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.66.0.${i + 1}` },
          body: JSON.stringify({
            email: `node-racer${i}@example.com`,
            fulfillmentType: 'shipping',
            cart: [{ artwork: { _id: artworkId }, format: { id: `${artworkId}-f0` }, quantity: 1 }],
            shippingAddress: BUYER_ADDRESS,
          }),
        }),
      ),
    );
    expect(answers.map((a) => a.status).filter((s) => s === 200)).toHaveLength(10);
    expect(answers.map((a) => a.status).filter((s) => s === 409)).toHaveLength(40);
    const lines = await database.db
      .selectFrom('order_items')
      .select('edition_numbers')
      .where('artwork_id', '=', artworkId)
      .execute();
    const numbers = lines.flatMap((l) => (l.edition_numbers ?? '').split(',').map(Number));
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const ledger = await database.db
      .selectFrom('edition_numbers')
      .select('number')
      .where('artwork_id', '=', artworkId)
      .execute();
    expect(ledger).toHaveLength(10);
  });
});

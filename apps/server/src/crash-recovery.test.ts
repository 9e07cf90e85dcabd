import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, waitFor } from '../test/server-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-crash-'));
const dbFile = join(dataDir, 'vernissage.db');
const env = {
  DATA_DIR: dataDir,
  DEMO_CATALOG: '1',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'correct horse battery',
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Opens the database as a fresh process would after a crash and checks it is whole. */
function inspect() {
  const db = new Sqlite(dbFile);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const foreignKeys = db.pragma('foreign_key_check') as unknown[];
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    const withoutImages = (
      db
        .prepare(
          'select count(*) as n from artworks a where not exists (select 1 from artwork_images i where i.artwork_id = a.id)',
        )
        .get() as { n: number }
    ).n;
    return { integrity, foreignKeys, artworks: count('artworks'), artists: count('artists'), withoutImages };
  } finally {
    db.close();
  }
}

const mediaFiles = () => (existsSync(join(dataDir, 'media')) ? readdirSync(join(dataDir, 'media')).length : 0);

describe('kill -9 and start again', () => {
  it('leaves a consistent database when killed in the middle of seeding, and seeds fully on the next start', async () => {
    const first = spawnServer({ ...env, PORT: '0' });
    // Seeding has begun once generated images reach the media folder.
    await waitFor(() => mediaFiles() >= 3, 120_000, 'seeding to start');
    first.child.kill('SIGKILL');
    await first.exited;

    const afterCrash = inspect();
    expect(afterCrash.integrity).toBe('ok');
    expect(afterCrash.foreignKeys).toEqual([]);
    // All or nothing: the catalog rows are written in one transaction after the images.
    expect(afterCrash.artworks).toBe(0);

    const second = spawnServer({ ...env, PORT: '0' });
    await waitFor(() => second.output().includes('Vernissage is open at'), 180_000, 'the restarted server');
    const seeded = inspect();
    expect(seeded.integrity).toBe('ok');
    expect(seeded.artworks).toBeGreaterThanOrEqual(50);
    expect(seeded.artists).toBeGreaterThanOrEqual(10);
    expect(seeded.withoutImages).toBe(0);

    // Killed while serving (WAL not checkpointed): the next start opens the same whole catalog.
    second.child.kill('SIGKILL');
    await second.exited;
    const third = spawnServer({ ...env, PORT: '0' });
    await waitFor(() => third.output().includes('Vernissage is open at'), 60_000, 'the third start');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(inspect()).toMatchObject({ integrity: 'ok', artworks: seeded.artworks, artists: seeded.artists });
  }, 420_000);
});

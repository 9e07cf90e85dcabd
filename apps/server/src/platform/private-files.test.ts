import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { pgToolConnection, writeBackup } from './backup/backup.ts';
import { createMailer } from './mail/mailer.ts';
import { createLocalStorage } from './media/storage.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vernissage-modes-'));
  dirs.push(d);
  return d;
};
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe("the shop's files are for its own user only", () => {
  const umask = process.umask(0o022);
  afterAll(() => {
    process.umask(umask);
  });

  it('creates the SQLite database 0600', async () => {
    const dir = tempDir();
    const handle = openDb({ sqliteFile: join(dir, 'vernissage.db') });
    await migrateToLatest(handle);
    await handle.close();
    expect(modeOf(join(dir, 'vernissage.db'))).toBe('600');
  });

  it('writes mail files 0600 in a 0700 folder', async () => {
    const dataDir = tempDir();
    const mailer = createMailer({ from: 'Shop <shop@example.com>', dataDir });
    await mailer.send({ to: 'ada@example.com', subject: 'Your code', text: '123456' });
    mailer.close();
    const mailDir = join(dataDir, 'mail');
    expect(modeOf(mailDir)).toBe('700');
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(modeOf(join(mailDir, files[0] ?? ''))).toBe('600');
  });

  it('writes a backup 0600', async () => {
    const dir = tempDir();
    const sqliteFile = join(dir, 'vernissage.db');
    const handle = openDb({ sqliteFile });
    await migrateToLatest(handle);
    await handle.close();
    mkdirSync(join(dir, 'media'));
    const out = join(dir, 'shop.tar.gz');
    await writeBackup({ databaseUrl: undefined, sqliteFile, storage: createLocalStorage(join(dir, 'media')) }, out);
    expect(modeOf(out)).toBe('600');
  });

  it('gives pg_dump and pg_restore the password in their environment, not on the command line', () => {
    const { dbname, env } = pgToolConnection('postgres://shop:s%40cret@db.internal:5432/vernissage');
    expect(dbname).toBe('--dbname=postgres://shop@db.internal:5432/vernissage');
    expect(env.PGPASSWORD).toBe('s@cret');
  });
});

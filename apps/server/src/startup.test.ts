import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { insertAdmin } from '../test/admin-fixtures.ts';
import { spawnServer, waitFor } from '../test/server-process.ts';
import { openDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { newTotpSecret, totpSecretContext } from './modules/admins/index.ts';
import { secretBox } from './platform/secrets/secret-box.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vernissage-start-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Starts the server expecting it to refuse, and returns the lines it printed (pino's JSON log lines aside). */
async function refusedStart(env: Record<string, string>): Promise<string[]> {
  const server = spawnServer({
    PORT: '0',
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'correct horse battery',
    ...env,
  });
  const code = await server.exited;
  expect(code).toBe(1);
  return server
    .output()
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('{"level":'));
}

describe('a start that cannot succeed stops with one clear line', () => {
  it('names DATABASE_URL when it is not a PostgreSQL URL', async () => {
    const lines = await refusedStart({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://root@localhost/shop' });
    expect(lines).toEqual([
      'vernissage: cannot start: Invalid DATABASE_URL: must be a postgres:// URL (leave it unset to use the embedded SQLite database)',
    ]);
  });

  it('names DATABASE_URL when the database does not answer, without printing the password', async () => {
    const lines = await refusedStart({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/none',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^vernissage: cannot start: Cannot use the database at DATABASE_URL postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/none: .*ECONNREFUSED/,
    );
  });

  it('names SECRETS_KEY when a production shop on PostgreSQL has none', async () => {
    const lines = await refusedStart({
      DATA_DIR: tempDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vernissage: cannot start: Invalid SECRETS_KEY: must be set when DATABASE_URL is/);
  });

  it('names SECRETS_KEY when it does not open the two-factor secrets in the database', async () => {
    const dataDir = tempDir();
    const handle = openDb({ databaseUrl: undefined, sqliteFile: join(dataDir, 'vernissage.db') });
    await migrateToLatest(handle);
    const id = await insertAdmin(handle.db, 'owner@example.com', 'correct horse');
    const sealed = secretBox(randomBytes(32)).seal(newTotpSecret(), totpSecretContext(id));
    await handle.db.updateTable('admins').set({ two_factor_enabled: 1, two_factor_secret: sealed }).execute();
    await handle.close();
    const lines = await refusedStart({ DATA_DIR: dataDir, SECRETS_KEY: randomBytes(32).toString('base64') });
    expect(lines).toEqual([
      'vernissage: cannot start: A secret stored in the database cannot be decrypted: SECRETS_KEY (or DATA_DIR/secrets-key) is not the key it was encrypted with; the two-factor secrets stay unread',
    ]);
  });

  it('names ADMIN_EMAIL when there is no administrator yet and no address for the first one', async () => {
    const lines = await refusedStart({ DATA_DIR: join(tempDir(), 'data'), ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
    expect(lines).toEqual([
      'vernissage: cannot start: ADMIN_EMAIL is not set: the first administrator signs in with it (ADMIN_PASSWORD is generated when unset)',
    ]);
  });

  it('names ADMIN_PASSWORD when it is long enough but among the common passwords', async () => {
    const lines = await refusedStart({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'password1234' });
    expect(lines).toEqual([
      'vernissage: cannot start: Invalid ADMIN_PASSWORD: This password is too common and easy to guess. Choose another, for example a few unrelated words.',
    ]);
  });

  it('names DATA_DIR when it cannot be written', async () => {
    const blocker = join(tempDir(), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const lines = await refusedStart({ DATA_DIR: join(blocker, 'data') });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vernissage: cannot start: DATA_DIR .*a-file\/data is not writable: /);
  });

  it('names the port when it is already in use', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const port = (blocker.address() as { port: number }).port;
    try {
      const lines = await refusedStart({ DATA_DIR: tempDir(), PORT: String(port) });
      expect(lines).toEqual([
        `vernissage: cannot start: Port ${port} on 127.0.0.1 is already in use: set PORT to a free port`,
      ]);
    } finally {
      blocker.close();
    }
  });
});

describe('the first administrator without ADMIN_PASSWORD', () => {
  it('gets a generated password in a file only its user reads, and the log names the file, not the password', async () => {
    const dataDir = tempDir();
    const server = spawnServer({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com', LOG_LEVEL: 'info' });
    try {
      await waitFor(() => server.output().includes('Vernissage is open at'), 60_000, 'the server to open');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const file = join(dataDir, 'first-admin-password.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(server.output()).toContain(`First admin created: owner@example.com; the generated password is in ${file}`);
    expect(server.output()).not.toContain(password);
  }, 120_000);

  it('deletes the file at the next start once that password has been replaced', async () => {
    const dataDir = tempDir();
    const handle = openDb({ databaseUrl: undefined, sqliteFile: join(dataDir, 'vernissage.db') });
    await migrateToLatest(handle);
    await insertAdmin(handle.db, 'owner@example.com', 'correct horse');
    await handle.close();
    const file = join(dataDir, 'first-admin-password.txt');
    writeFileSync(file, 'replaced-long-ago\n', { mode: 0o600 });
    const server = spawnServer({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.com' });
    try {
      await waitFor(() => server.output().includes('Vernissage is open at'), 60_000, 'the server to open');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(existsSync(file)).toBe(false);
  }, 120_000);
});

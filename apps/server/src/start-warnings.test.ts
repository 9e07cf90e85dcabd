import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitFor } from '../test/server-process.ts';

const dirs: string[] = [];
const running: ServerProcess[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vernissage-warn-'));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  for (const s of running.splice(0)) {
    s.child.kill('SIGTERM');
    await s.exited;
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/**
 * Starts a server until it has created its secrets key (logged after the start-time checks) and
 * returns the lines it printed on the way.
 */
async function startedLines(env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    ADMIN_EMAIL: 'owner@example.com',
    ADMIN_PASSWORD: 'correct horse',
    LOG_LEVEL: 'info',
    ...env,
  });
  running.push(server);
  await waitFor(() => server.output().includes('created the secrets key'), 60_000, 'the server').catch(
    (err: unknown) => {
      throw new Error(`${String(err)}: ${server.output()}`);
    },
  );
  return server.output().trim().split('\n');
}

const proxyWarnings = (lines: string[]) => lines.filter((l) => l.includes('TRUST_PROXY is a hop count'));

describe('start-time warnings', () => {
  it('warns once when TRUST_PROXY is a hop count and HOST is not loopback', async () => {
    const lines = await startedLines({ DATA_DIR: tempDir(), TRUST_PROXY: '1', HOST: '0.0.0.0' });
    expect(proxyWarnings(lines)).toHaveLength(1);
  }, 90_000);

  it('says nothing about the proxy on loopback, or when TRUST_PROXY names the proxies', async () => {
    const local = await startedLines({ DATA_DIR: tempDir(), TRUST_PROXY: '1', HOST: '127.0.0.1' });
    const named = await startedLines({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8', HOST: '0.0.0.0' });
    expect(proxyWarnings(local)).toEqual([]);
    expect(proxyWarnings(named)).toEqual([]);
  }, 120_000);

  it('creates DATA_DIR 0700 and its database 0600; an existing looser DATA_DIR is kept and warned about once', async () => {
    const fresh = join(tempDir(), 'data');
    await startedLines({ DATA_DIR: fresh });
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect(mode(fresh)).toBe('700');
    expect(mode(join(fresh, 'vernissage.db'))).toBe('600');
    expect(mode(join(fresh, 'media'))).toBe('700');

    const loose = tempDir();
    chmodSync(loose, 0o755);
    const lines = await startedLines({ DATA_DIR: loose });
    expect(lines.filter((l) => l.includes('is open to other local users'))).toHaveLength(1);
    expect(mode(loose)).toBe('755');
    expect(mode(join(loose, 'vernissage.db'))).toBe('600');
  }, 120_000);
});

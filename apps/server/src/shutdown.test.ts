import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitFor } from '../test/server-process.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-drain-'));
  dirs.push(dataDir);
  const port = await freePort();
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: 'owner@example.com',
    ...env,
  });
  await waitFor(() => server.output().includes('Vernissage is open at'), 60_000, 'the server');
  return { server, port };
}

/** A contact message whose body arrives in two halves: the request is in flight between them. */
function slowContact(port: number) {
  const body = JSON.stringify({ name: 'Jane', email: 'jane@example.com', message: 'Is Harmattan still available?' });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, 20));
  return { finish: () => req.end(body.slice(20)), abandon: () => req.destroy(), answered };
}

const refused = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => false,
    () => true,
  );

describe('SIGTERM drains the node', () => {
  it('stops taking new connections, finishes the request in flight, then exits 0', async () => {
    const { server, port } = await startServer();
    const inFlight = slowContact(port);
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    await waitFor(() => server.output().includes('shutting down'), 10_000, 'the drain to start');
    await waitFor(() => refused(port), 10_000, 'new connections to be refused');
    expect(server.child.exitCode).toBeNull();
    inFlight.finish();
    expect(await inFlight.answered).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('exits 1 at the SHUTDOWN_TIMEOUT deadline when a request never finishes', async () => {
    const { server, port } = await startServer({ SHUTDOWN_TIMEOUT: '1' });
    const stuck = slowContact(port);
    stuck.answered.catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('shutdown deadline passed');
    stuck.abandon();
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type RunningServer = { url: string; child: ChildProcess; peakRssMb(): number; stop(): Promise<void> };

const BENCH_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

/** Starts the production build on the given data folder and waits for its health check. */
export async function startServer(
  root: string,
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
  // Where the server's standard output goes (a file's descriptor for its log lines); the bench's own by default.
  stdout: 'inherit' | number = 'inherit',
): Promise<RunningServer> {
  // e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the servers.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'apps/server/dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-password',
      // Required with DATABASE_URL in production, the same on every node; a fixed key is fine for a bench.
      SECRETS_KEY: BENCH_SECRETS_KEY,
      ...extraEnv,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    // VmHWM is the kernel's record of the process's peak resident set.
    peakRssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise((resolve) => {
        // A server that already exited (it could not start) has nothing left to stop.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

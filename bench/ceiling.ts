import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { type LoadResult, measure } from './load.ts';
import { apiScenarios, browserHeaders } from './scenarios.ts';
import { catalogOfSize } from './seed-catalog.ts';
import { startServer } from './server.ts';

/** Issue 27: the gallery query's median of three >= 90% of a bare server's, p99.9 under load < 50 ms. */
export const CEILING_TARGET = { share: 0.9, p999Ms: 50 };
const RUNS = 3;

export type CeilingResult = {
  size: number;
  path: string;
  /** Ours and the bare server's, interleaved run by run. */
  ours: LoadResult[];
  bare: LoadResult[];
  medianOurs: number;
  medianBare: number;
  share: number;
  /** The worst of our runs' p99.9. */
  p999Ms: number;
  verdict: 'PASS' | 'MISS';
};

type Captured = { headers: Record<string, string>; body: Buffer };

// Per connection or per answer; the bare server writes its own.
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

/** One answer exactly as it travelled: headers and the (compressed) bytes. */
function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers))
          if (typeof v === 'string' && !NOT_REPLAYED.has(k)) kept[k] = v;
        resolve({ headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

// The ceiling: node:http answering every request with the captured bytes, nothing else.
const BARE_SERVER = `
const { readFileSync } = require('node:fs');
const body = readFileSync(process.argv[1]);
const headers = JSON.parse(readFileSync(process.argv[2], 'utf8'));
require('node:http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.argv[3]), '127.0.0.1');
`;

async function startBare(dir: string, answer: Captured, port: number): Promise<{ url: string; child: ChildProcess }> {
  const bodyFile = join(dir, 'bare-body');
  const headersFile = join(dir, 'bare-headers.json');
  writeFileSync(bodyFile, answer.body);
  writeFileSync(headersFile, JSON.stringify(answer.headers));
  const child = spawn(process.execPath, ['-e', BARE_SERVER, bodyFile, headersFile, String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the bare server did not start');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * The gallery query under load at each size, our server (default log level, its lines written to a
 * file as a collector would take them) against a bare node:http server replaying our answer's bytes:
 * three runs each, interleaved so a busy moment hits both.
 */
export async function benchCeiling(
  root: string,
  template: string,
  work: string,
  sizes: number[],
  port: number,
  seconds: number,
): Promise<CeilingResult[]> {
  const path = apiScenarios[0]?.path ?? '';
  const results: CeilingResult[] = [];
  for (const size of sizes) {
    const dir = join(work, `ceiling-${size}`);
    await catalogOfSize(template, dir, size);
    const log = openSync(join(dir, 'server.log'), 'a');
    const server = await startServer(root, dir, port, { LOG_LEVEL: 'info' }, log);
    try {
      const bare = await startBare(dir, await capture(server.url + path, browserHeaders), port + 1);
      try {
        const ours: LoadResult[] = [];
        const theirs: LoadResult[] = [];
        for (let run = 1; run <= RUNS; run++) {
          console.log(
            `Ceiling, ${size} works, run ${run} of ${RUNS}: GET ${path}, ours then bare, ${seconds} s each...`,
          );
          ours.push(await measure(server.url, path, seconds, browserHeaders));
          theirs.push(await measure(bare.url, path, seconds, browserHeaders));
        }
        const medianOurs = median(ours.map((r) => r.requestsPerSec));
        const medianBare = median(theirs.map((r) => r.requestsPerSec));
        const share = Math.round((medianOurs / medianBare) * 1000) / 1000;
        const p999Ms = Math.max(...ours.map((r) => r.p999Ms));
        const clean = ours.every((r) => r.errors + r.non2xx + r.timeouts === 0);
        results.push({
          size,
          path,
          ours,
          bare: theirs,
          medianOurs,
          medianBare,
          share,
          p999Ms,
          verdict: clean && share >= CEILING_TARGET.share && p999Ms < CEILING_TARGET.p999Ms ? 'PASS' : 'MISS',
        });
      } finally {
        bare.child.kill();
      }
    } finally {
      await server.stop();
      closeSync(log);
    }
  }
  return results;
}

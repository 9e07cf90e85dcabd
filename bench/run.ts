import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouse } from './lighthouse.ts';
import { measure } from './load.ts';
import { catalogOfSize, seedTemplate } from './seed-catalog.ts';
import { startServer } from './server.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const paths = ['/api/artworks', '/api/artworks?featured=true'];

const work = mkdtempSync(join(tmpdir(), 'vernissage-bench-'));
const results = [];
try {
  console.log('Seeding the demo catalog once (generated images)...');
  await seedTemplate(join(work, 'template'));
  for (const [i, size] of sizes.entries()) {
    const dataDir = join(work, `catalog-${size}`);
    await catalogOfSize(join(work, 'template'), dataDir, size);
    const server = await startServer(root, dataDir, 3400 + i);
    try {
      const load = [];
      for (const path of paths) {
        console.log(`${size} artworks: GET ${path} for ${seconds} s at 50 connections...`);
        load.push(await measure(server.url, path, seconds));
      }
      console.log(`${size} artworks: Lighthouse (mobile) on /...`);
      const pages = [await lighthouse(root, `${server.url}/`)];
      results.push({ size, load, pages, peakRssMb: server.peakRssMb() });
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const file = join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), seconds, results }, null, 2));

console.log('\nSummary');
for (const r of results) {
  console.log(`\n${r.size} artworks (server peak RSS ${r.peakRssMb} MB)`);
  for (const l of r.load) {
    console.log(
      `  GET ${l.path.padEnd(28)} ${String(l.requestsPerSec).padStart(6)} req/s  p50 ${l.p50Ms} ms  p99 ${l.p99Ms} ms  ${l.throughputMBps} MB/s  errors ${l.errors + l.non2xx + l.timeouts}`,
    );
  }
  for (const p of r.pages) {
    console.log(
      `  Lighthouse ${p.url}: performance ${p.performance}, accessibility ${p.accessibility}, best practices ${p.bestPractices}, SEO ${p.seo}`,
    );
  }
}
console.log(`\nWritten to ${file}`);

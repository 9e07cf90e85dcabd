import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const flags =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export type LighthouseScores = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint as Lighthouse simulates it on its mobile preset. */
  lcpMs: number;
};

const ATTEMPTS = 3;

/**
 * Lighthouse's mobile preset on Debian's Chromium; scores are 0-100. Lighthouse sometimes fails to
 * record a trace (NO_NAVSTART, "Please run Lighthouse again"): such a run is retried, up to 3 times.
 */
export async function lighthouse(root: string, url: string): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(root, url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(`  Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}), running it again...`);
    }
  }
}

async function lighthouseOnce(root: string, url: string): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  try {
    await exec(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--chrome-flags=${flags} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, timeout: 180_000 },
    );
    const report = JSON.parse(readFileSync(out, 'utf8')) as {
      categories: Record<string, { score: number | null }>;
      audits: Record<string, { numericValue?: number }>;
    };
    const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100);
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

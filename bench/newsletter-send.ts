import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { countingSmtp } from './counting-smtp.ts';
import { startServer } from './server.ts';

export type NewsletterResult = {
  subscribers: number;
  received: number;
  duplicates: number;
  failed: number;
  acceptMs: number;
  secondsToLastMail: number;
  mailsPerSec: number;
  peakRssMb: number;
  verdict: 'PASS' | 'MISS';
};

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
export const NEWSLETTER_TARGET_PER_SEC = 200;

async function seed(sqliteFile: string): Promise<void> {
  const handle = openDb({ sqliteFile });
  await migrateToLatest(handle);
  const at = new Date().toISOString();
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, k) => ({
      id: `bench-sub-${i + k}`,
      email: `reader${i + k}@example.com`,
      status: 'subscribed',
      unsubscribe_token: `bench-token-${i + k}`,
      created_at: at,
    }));
    await handle.db.insertInto('newsletter_subscribers').values(rows).execute();
  }
  await handle.close();
}

async function json(url: string, init: RequestInit & { token?: string } = {}) {
  const headers = {
    'content-type': 'application/json',
    ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
  };
  const res = await fetch(url, { ...init, headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** One newsletter to 10,000 subscribers through the production build, its worker and pooled SMTP. */
export async function benchNewsletter(root: string, port: number): Promise<NewsletterResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-newsletter-'));
  const smtp = await countingSmtp();
  try {
    await seed(join(dataDir, 'vernissage.db'));
    const server = await startServer(root, dataDir, port, { SMTP_URL: smtp.url });
    try {
      const login = await json(`${server.url}/api/admin/login`, {
        method: 'POST',
        body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
      });
      const token = String(login.body.access_token ?? '');
      const started = performance.now();
      const sent = await json(`${server.url}/api/admin/newsletter/send`, {
        method: 'POST',
        token,
        body: JSON.stringify({
          subject: 'Opening night',
          message: 'Join us on Friday for the opening of the spring show.',
          html: '<h1>Opening night</h1><p>Join us on Friday. <a href="https://gallery.example/show">See the show</a></p>',
        }),
      });
      if (sent.status !== 202) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      const acceptMs = Math.round(performance.now() - started);
      let progress = sent.body;
      while (progress.done !== true) {
        await new Promise((r) => setTimeout(r, 250));
        progress = (await json(`${server.url}/api/admin/newsletter/campaigns/${sent.body.campaignId}`, { token })).body;
      }
      const secondsToLastMail = (smtp.lastMailAt() - started) / 1000;
      const received = [...smtp.recipients.values()].reduce((a, b) => a + b, 0);
      const duplicates = received - smtp.recipients.size;
      const mailsPerSec = Math.round(received / secondsToLastMail);
      return {
        subscribers: SUBSCRIBERS,
        received,
        duplicates,
        failed: Number(progress.failed),
        acceptMs,
        secondsToLastMail: Math.round(secondsToLastMail * 10) / 10,
        mailsPerSec,
        peakRssMb: server.peakRssMb(),
        verdict:
          mailsPerSec >= NEWSLETTER_TARGET_PER_SEC && received === SUBSCRIBERS && duplicates === 0 ? 'PASS' : 'MISS',
      };
    } finally {
      await server.stop();
    }
  } finally {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { noMediaFiles } from '../../../test/job-fixtures.ts';
import { jobRegistry } from '../../jobs.ts';
import { createJobWorker } from '../../platform/jobs/worker.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import { sandboxProvider } from '../payments/index.ts';
import { consentCutoff } from './prune.ts';
import { recordConsent } from './service.ts';

const log = pino({ level: 'silent' });

describe('consentCutoff', () => {
  it('keeps two calendar years, to the second', () => {
    expect(consentCutoff(new Date('2026-03-03T04:00:05.000Z')).toISOString()).toBe('2024-03-03T04:00:05.000Z');
  });
  it('counts a leap day two years back as the day after the 28th', () => {
    expect(consentCutoff(new Date('2028-02-29T12:00:00.000Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

for (const dialect of dialects) {
  describe(`pruning cookie consents on ${dialect.name}`, () => {
    let t: TestDb;
    let dataDir: string;
    beforeAll(async () => {
      t = await dialect.create();
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-consent-prune-'));
    });
    afterAll(async () => {
      await t.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('removes the choices older than two years in the daily job, and keeps the rest', async () => {
      const clock = testClock('2026-03-02T09:00:00.000Z');
      const at = (iso: string) =>
        recordConsent({ db: t.db, clock: { now: () => new Date(iso) } }, { analytics: true, marketing: false }, 'KE');
      await at('2023-12-31T23:00:00.000Z');
      await at('2024-03-03T03:59:00.000Z');
      await at('2024-03-03T05:00:00.000Z');
      await at('2026-03-02T08:00:00.000Z');
      const worker = createJobWorker({
        db: t.db,
        ...jobRegistry({
          db: t.db,
          clock,
          mailer: createMailer({ smtpUrl: undefined, from: 'Vernissage <shop@vernissage.test>', dataDir }),
          publicUrl: 'https://gallery.example',
          payments: sandboxProvider('test-secret-for-the-sandbox-provider', clock),
          mediaUrl: (key) => `/media/${key}`,
          storage: noMediaFiles,
          catalogChanged: () => {},
          jwtSecret: 'test-secret-for-the-newsletter-links-0123456789',
        }),
        clock,
        log,
      });
      const kept = async () =>
        (await t.db.selectFrom('cookie_consents').select('created_at').orderBy('created_at').execute()).map(
          (r) => r.created_at,
        );

      await worker.scheduleRecurring();
      while ((await worker.runOnce()) > 0) {}
      expect(await kept()).toHaveLength(4);

      // The next morning's run, at 04:00 UTC.
      clock.advance(19 * 60 * 60 * 1000 + 5_000);
      while ((await worker.runOnce()) > 0) {}
      expect(await kept()).toEqual(['2024-03-03T05:00:00.000Z', '2026-03-02T08:00:00.000Z']);
      const runs = await t.db
        .selectFrom('jobs')
        .select(['status', 'run_at'])
        .where('kind', '=', 'consent.prune')
        .orderBy('run_at')
        .execute();
      expect(runs).toEqual([
        { status: 'done', run_at: '2026-03-03T04:00:00.000Z' },
        { status: 'pending', run_at: '2026-03-04T04:00:00.000Z' },
      ]);
    });
  });
}

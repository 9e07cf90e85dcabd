import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, testClock } from '../../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { silentLog } from '../../../../test/newsletter-fixtures.ts';
import { pruneAdminRecordsJob } from './prune-job.ts';

const NOW = '2026-06-30T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` before NOW, give or take a minute (negative: a minute later, so still inside the period). */
const daysBefore = (days: number, minutes = 1) =>
  new Date(Date.parse(NOW) - days * DAY_MS - minutes * 60_000).toISOString();

for (const dialect of dialects) {
  describe(`pruning the back office's sign-in history and sessions on ${dialect.name}`, () => {
    let t: TestDb;
    let adminId: string;
    const run = () =>
      pruneAdminRecordsJob.handle(
        null,
        { jobId: 'j', kind: pruneAdminRecordsJob.kind, attempt: 1, maxAttempts: 5, log: silentLog },
        { db: t.db, clock: testClock(NOW) },
      );

    beforeAll(async () => {
      t = await dialect.create();
      adminId = await insertAdmin(t.db, 'owner@gallery.test', 'correct horse battery');
    });
    afterAll(() => t.drop());

    it('deletes sign-in attempts older than 90 days but keeps the latest sign-in of each admin', async () => {
      const event = (id: string, success: boolean, created_at: string, admin_id: string | null = adminId) => ({
        id,
        admin_id,
        email: 'owner@gallery.test',
        success: success ? 1 : 0,
        created_at,
      });
      await t.db
        .insertInto('login_events')
        .values([
          event('old-success', true, daysBefore(200)),
          event('latest-success', true, daysBefore(120)),
          event('old-failure', false, daysBefore(90)),
          event('stranger', false, daysBefore(95), null),
          event('recent-failure', false, daysBefore(90, -1)),
        ])
        .execute();
      await run();
      const left = await t.db.selectFrom('login_events').select('id').orderBy('id').execute();
      expect(left.map((e) => e.id)).toEqual(['latest-success', 'recent-failure']);
    });

    it('deletes sessions that ended more than 30 days ago and keeps the others', async () => {
      const session = (id: string, expires_at: string, revoked_at: string | null = null) => ({
        id,
        admin_id: adminId,
        created_at: daysBefore(400),
        expires_at,
        revoked_at,
      });
      await t.db
        .insertInto('admin_sessions')
        .values([
          session('expired-long-ago', daysBefore(30)),
          session('revoked-long-ago', daysBefore(-1), daysBefore(30)),
          session('expired-lately', daysBefore(30, -1)),
          session('revoked-lately', daysBefore(-1), daysBefore(30, -1)),
          session('live', daysBefore(-1)),
        ])
        .execute();
      await run();
      const left = await t.db.selectFrom('admin_sessions').select('id').orderBy('id').execute();
      expect(left.map((s) => s.id)).toEqual(['expired-lately', 'live', 'revoked-lately']);
    });
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminAccountEndpoints, adminUserEndpoints, invitationEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, login, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { MAIL_JOB, mailJob } from '../../../platform/mail/mail-job.ts';
import { createMailer } from '../../../platform/mail/mailer.ts';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60 * 1000;
const LINK = /http:\/\/localhost:3000\/admin\/invite\/([A-Za-z0-9_-]{43})/;
const silent = { info() {}, warn() {}, error() {} };

for (const dialect of dialects) {
  describe(`admin invitations on ${dialect.name}`, () => {
    let t: TestApp;
    let owner: string;
    const clock = testClock();
    const invite = (email: string) =>
      callEndpoint(t.app, adminUserEndpoints.add, { token: owner, body: { email, invite: true } });
    const info = (token: string) => callEndpoint(t.app, invitationEndpoints.get, { params: { token } });
    const accept = (token: string, password: string, confirmPassword = password) =>
      callEndpoint(t.app, invitationEndpoints.accept, { params: { token }, body: { password, confirmPassword } });

    /** Sends the newest queued invitation the way the worker does, and reads the link from the .eml. */
    async function deliverInvitation(to: string): Promise<string> {
      const job = await t.database.db
        .selectFrom('jobs')
        .select(['id', 'payload'])
        .where('kind', '=', MAIL_JOB)
        .where('payload', 'like', `%${to}%`)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      const mailer = createMailer({ from: 'Gallery <gallery@gallery.test>', dataDir: t.dataDir, clock });
      const ctx = { jobId: job.id, kind: MAIL_JOB, attempt: 1, maxAttempts: 5, log: silent };
      await mailJob.bind({ mailer }).run(JSON.parse(job.payload), ctx);
      const dir = join(t.dataDir, 'mail');
      const eml = readdirSync(dir)
        .map((name) => readFileSync(join(dir, name), 'utf8'))
        .find((text) => text.includes(job.id));
      const token = eml?.replace(/=\r?\n/g, '').match(LINK)?.[1];
      if (!token) throw new Error('no invitation link in the mail');
      return token;
    }

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
      owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('invites by e-mail, and the invited admin cannot sign in before accepting', async () => {
      const res = await invite('Guest@Gallery.test');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        user: {
          email: 'guest@gallery.test',
          status: 'invited',
          passwordChangedAt: null,
          lastSignInAt: null,
          invitationExpiresAt: new Date(clock.now().getTime() + 7 * DAY).toISOString(),
        },
      });
      for (const password of ['', '!invited', 'anything-at-all']) {
        const attempt = await login(t.app, 'guest@gallery.test', password || 'x');
        expect(attempt).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
      }
      const stored = await t.database.db.selectFrom('admin_invitations').select('token_hash').executeTakeFirstOrThrow();
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('mails a link that names the invited admin, sets the password once and signs them in', async () => {
      const token = await deliverInvitation('guest@gallery.test');
      expect(await info(token)).toMatchObject({ status: 200, body: { email: 'guest@gallery.test' } });

      const mismatch = await accept(token, 'guest-password-1', 'guest-password-2');
      expect(mismatch).toMatchObject({ status: 400, body: { error: 'Passwords do not match' } });
      const short = await accept(token, 'short');
      expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 8 characters long' } });

      const done = await accept(token, 'guest-password-1');
      expect(done).toMatchObject({ status: 200, body: { token_type: 'Bearer', access_token: expect.any(String) } });
      const signedIn = (done.body as { access_token: string }).access_token;
      const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token: signedIn });
      expect(me).toMatchObject({ status: 200, body: { email: 'guest@gallery.test' } });
      expect((await login(t.app, 'guest@gallery.test', 'guest-password-1')).status).toBe(200);

      const list = await callEndpoint(t.app, adminUserEndpoints.list, { token: owner });
      expect((list.body as { users: object[] }).users[1]).toMatchObject({
        status: 'active',
        invitationExpiresAt: null,
      });

      // Used once: the same link is refused from now on.
      const again = await accept(token, 'guest-password-2');
      expect(again).toMatchObject({ status: 404, body: { error: 'This invitation link is invalid or has expired.' } });
      expect((await info(token)).status).toBe(404);
    });

    it('refuses an unknown token and a link past its 7 days', async () => {
      expect(await info('not-a-real-token')).toMatchObject({
        status: 404,
        body: { error: 'This invitation link is invalid or has expired.' },
      });
      await invite('late@gallery.test');
      const token = await deliverInvitation('late@gallery.test');
      clock.advance(7 * DAY + 1000);
      expect((await info(token)).status).toBe(404);
      expect((await accept(token, 'late-password-1')).status).toBe(404);
      expect((await login(t.app, 'late@gallery.test', 'late-password-1')).status).toBe(401);
    });

    it("ends a removed invitee's link with them", async () => {
      owner = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
      const res = await invite('gone@gallery.test');
      const token = await deliverInvitation('gone@gallery.test');
      const id = (res.body as { user: { id: string } }).user.id;
      expect((await callEndpoint(t.app, adminUserEndpoints.remove, { params: { id }, token: owner })).status).toBe(200);
      expect((await accept(token, 'gone-password-1')).status).toBe(404);
    });

    it('is reachable without a session but not from /api/admin', () => {
      const paths = t.routes.map((r) => `${r.method} ${r.url}`);
      expect(paths).toContain('POST /api/admin-invitations/:token/accept');
      expect(paths).toContain('GET /api/admin/users');
      expect(paths).toContain('DELETE /api/admin/users/:id');
    });
  });
}

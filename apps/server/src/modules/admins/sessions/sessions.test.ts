import { adminAccountEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, insertAdmin, login, testClock, tokenFor } from '../../../../test/admin-fixtures.ts';
import { dialects } from '../../../../test/databases.ts';
import { callEndpoint, requestOf } from '../../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
type Session = { id: string; current: boolean; userAgent: string; lastSeenAt: string };

for (const dialect of dialects) {
  describe(`admin sessions on ${dialect.name}`, () => {
    let t: TestApp;
    let short: TestApp;
    const clock = testClock();
    const me = (app: TestApp, token: string) => callEndpoint(app.app, adminAccountEndpoints.me, { token });
    const sessions = async (token: string) =>
      ((await callEndpoint(t.app, adminAccountEndpoints.sessions, { token })).body as { sessions: Session[] }).sessions;

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      short = await createTestApp(dialect, clock, { adminIdleMinutes: 5 });
      for (const app of [t, short]) {
        await insertAdmin(app.database.db, 'owner@gallery.test', PASSWORD);
        await insertAdmin(app.database.db, 'other@gallery.test', PASSWORD);
      }
    });
    afterAll(async () => {
      await t.close();
      await short.close();
    });

    it('ends a session after 30 minutes without a request, counted from the last one', async () => {
      // As the back office does: its 15-minute token renewed from the refresh cookie while the session lives.
      const session = await browserSession(t.app, 'owner@gallery.test', PASSWORD);
      const meNow = () => session(requestOf(adminAccountEndpoints.me));
      clock.advance(29 * MINUTE);
      expect((await meNow()).status).toBe(200);
      clock.advance(29 * MINUTE);
      expect((await meNow()).status).toBe(200);
      clock.advance(30 * MINUTE);
      expect(await meNow()).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    });

    it('takes the idle time from ADMIN_IDLE_MINUTES', async () => {
      const token = await tokenFor(short.app, 'owner@gallery.test', PASSWORD);
      clock.advance(4 * MINUTE);
      expect((await me(short, token)).status).toBe(200);
      clock.advance(5 * MINUTE);
      expect((await me(short, token)).status).toBe(401);
    });

    it('lists your sessions, signs one out, and signs out everywhere', async () => {
      const agent = (ua: string) => login(t.app, 'owner@gallery.test', PASSWORD, { userAgent: ua });
      const laptop = ((await agent('Laptop browser')).body as { access_token: string }).access_token;
      clock.advance(2 * MINUTE);
      const phone = ((await agent('Phone browser')).body as { access_token: string }).access_token;
      const other = await tokenFor(t.app, 'other@gallery.test', PASSWORD);
      const seen = await sessions(laptop);
      expect(seen.map((s) => [s.userAgent, s.current])).toEqual([
        ['Laptop browser', true],
        ['Phone browser', false],
      ]);
      const phoneSession = seen.find((s) => !s.current)?.id ?? '';
      const theirs = (await sessions(other))[0]?.id ?? '';
      expect(
        (await callEndpoint(t.app, adminAccountEndpoints.endSession, { params: { id: theirs }, token: laptop })).status,
      ).toBe(404);
      expect((await me(t, other)).status).toBe(200);
      const out = await callEndpoint(t.app, adminAccountEndpoints.endSession, {
        params: { id: phoneSession },
        token: laptop,
      });
      expect(out).toMatchObject({ status: 200, body: { success: true } });
      expect((await me(t, phone)).status).toBe(401);
      expect(
        await callEndpoint(t.app, adminAccountEndpoints.endSession, { params: { id: phoneSession }, token: laptop }),
      ).toMatchObject({
        status: 404,
        body: { error: 'This session has already ended.' },
      });
      const everywhere = await callEndpoint(t.app, adminAccountEndpoints.signOutEverywhere, { token: laptop });
      expect(everywhere.status).toBe(200);
      expect((await me(t, laptop)).status).toBe(401);
      expect((await me(t, other)).status).toBe(200);
    });
  });
}

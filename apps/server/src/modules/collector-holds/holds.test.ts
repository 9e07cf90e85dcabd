import {
  adminOfferEndpoints,
  catalogEndpoints,
  HOLD_FOR_COLLECTOR_TEXT,
  orderEndpoints,
  urlOf,
} from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { callEndpoint } from '../../../test/endpoint-call.ts';
import { drainJobs, keptMails } from '../../../test/job-drain.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const HOUR_MS = 60 * 60_000;
let client = 0;
const nextClient = () => `10.78.${Math.floor(++client / 250)}.${client % 250}`;
let buyers = 0;

for (const dialect of dialects) {
  describe(`holds for a collector on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    // 10:00 UTC on 1 October: a hold "until 2 October" ends at the start of 3 October.
    const clock = testClock('2026-10-01T10:00:00.000Z');
    const { mailer } = keptMails();
    const db = () => t.database.db;

    const work = async (title: string, edition?: number) =>
      insertArtwork(db(), { artistId, title, price: 40_000, ...(edition ? { edition } : {}) });
    const hold = (id: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/artworks/${encodeURIComponent(id)}/holds`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const holds = async () => {
      const res = await callEndpoint(t.app, adminOfferEndpoints.holds, { token });
      if (res.status !== 200) throw new Error(`holds: ${res.status}`);
      return res.body.holds;
    };
    const release = (id: string) => callEndpoint(t.app, adminOfferEndpoints.release, { token, params: { id } });
    const availability = async (id: string) => {
      const res = await callEndpoint(t.app, catalogEndpoints.getArtwork, { params: { id } });
      if (res.status !== 200) throw new Error(`artwork ${id}: ${res.status}`);
      return res.body.availability;
    };
    const checkout = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        payload: {
          email: `buyer${++buyers}@example.com`,
          fulfillmentType: 'shipping',
          cart: [{ artwork: { _id: id }, format: { id: `${id}-f0` }, quantity: 1 }],
          shippingAddress: BUYER_ADDRESS,
        },
        remoteAddress: nextClient(),
      });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(db(), { name: 'Amara Osei' });
    });
    beforeEach(async () => {
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('holds a work for a collector: reserved on the storefront, refused to anyone else, listed with who and until when', async () => {
      const id = await work('Harmattan');
      const res = await hold(id, {
        collector: 'Mrs Diallo <diallo@example.com>',
        until: '2026-10-02',
        note: 'Flying in Friday',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        artwork: { _id: id, title: 'Harmattan' },
        collector: 'Mrs Diallo <diallo@example.com>',
        until: '2026-10-02',
        note: 'Flying in Friday',
        status: 'active',
        createdBy: 'curator@gallery.test',
        releasedAt: null,
      });
      expect(await availability(id)).toBe('reserved');
      const other = await checkout(id);
      expect(other.statusCode).toBe(409);
      const listed = (await holds()).find((h) => h.artwork._id === id);
      expect(listed).toMatchObject({
        collector: 'Mrs Diallo <diallo@example.com>',
        until: '2026-10-02',
        status: 'active',
      });
      const again = await hold(id, { collector: 'Someone else', until: '2026-10-05' });
      expect([again.statusCode, again.json().error]).toEqual([409, HOLD_FOR_COLLECTOR_TEXT.unavailable]);
    });

    it('refuses a day in the past or over a year ahead, a malformed day, no collector, an unknown work', async () => {
      const id = await work('Dry Season');
      for (const until of ['2026-09-30', '2027-10-03', '2026-13-01', 'tomorrow', '']) {
        const res = await hold(id, { collector: 'Ann', until });
        expect([res.statusCode, res.json().error], until).toEqual([400, HOLD_FOR_COLLECTOR_TEXT.until]);
      }
      // Today is fine: held to the end of it.
      expect((await hold(id, { collector: 'Ann', until: '2026-10-01' })).statusCode).toBe(201);
      const nobody = await hold(await work('Nobody'), { collector: '   ', until: '2026-10-02' });
      expect([nobody.statusCode, nobody.json().error]).toEqual([400, HOLD_FOR_COLLECTOR_TEXT.collector]);
      expect((await hold('no-such-work', { collector: 'Ann', until: '2026-10-02' })).statusCode).toBe(404);
      const long = await hold(await work('Long Note'), {
        collector: 'Ann',
        until: '2026-10-02',
        note: 'x'.repeat(1001),
      });
      expect([long.statusCode, long.json().error]).toEqual([400, HOLD_FOR_COLLECTOR_TEXT.noteTooLong]);
    });

    it('is released by the job when its day ends, once', async () => {
      const id = await work('Until Friday');
      const made = (await hold(id, { collector: 'Kofi', until: '2026-10-02' })).json();
      // 3 October 00:00 UTC is 38 hours away.
      clock.advance(37 * HOUR_MS);
      await drainJobs(t, clock, mailer);
      expect(await availability(id)).toBe('reserved');
      clock.advance(HOUR_MS);
      await drainJobs(t, clock, mailer);
      expect(await availability(id)).toBe('available');
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      expect((await holds()).find((h) => h._id === made._id)).toMatchObject({
        status: 'released',
        releasedBy: 'system',
      });
      await drainJobs(t, clock, mailer);
      const row = await db().selectFrom('artworks').select('reserved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.reserved)).toBe(0);
    });

    it('Release now gives the unit back at once; a second release is refused', async () => {
      const now = clock.now().toISOString().slice(0, 10);
      const id = await work('Release Me', 3);
      const made = (await hold(id, { collector: 'Lena', until: now })).json();
      expect(await availability(id)).toBe('available');
      const released = await release(made._id);
      expect(released.status).toBe(200);
      expect(released.body).toMatchObject({ status: 'released', releasedBy: 'curator@gallery.test' });
      const again = await release(made._id);
      expect([again.status, (again.body as { error: string }).error]).toEqual([409, HOLD_FOR_COLLECTOR_TEXT.released]);
      expect((await release('no-such-hold')).status).toBe(404);
      const row = await db().selectFrom('artworks').select('reserved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.reserved)).toBe(0);
      // The job that comes later changes nothing.
      clock.advance(48 * HOUR_MS);
      await drainJobs(t, clock, mailer);
      const after = await db().selectFrom('artworks').select('reserved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(after.reserved)).toBe(0);
    });

    it('of a hold and a checkout racing for one original, exactly one wins', async () => {
      const id = await work('Contested');
      const until = clock.now().toISOString().slice(0, 10);
      const [held, bought] = await Promise.all([hold(id, { collector: 'Ann', until }), checkout(id)]);
      const won = [held.statusCode === 201, bought.statusCode === 200];
      expect(won.filter(Boolean)).toHaveLength(1);
      expect(won[0] ? bought.statusCode : held.statusCode).toBe(409);
      const row = await db().selectFrom('artworks').select('reserved').where('id', '=', id).executeTakeFirstOrThrow();
      expect(Number(row.reserved)).toBe(1);
    });
  });
}

import {
  canMove,
  DRAFT_STATUS_NEXT,
  DRAFT_STATUSES,
  type DraftStatus,
  ORDER_STATUS_NEXT,
  ORDER_STATUSES,
  ORDERS_TEXT,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { stockOf } from '../../../../test/order-fixtures.ts';
import { inTransaction } from '../../../db/tx.ts';
import { type DraftMove, moveDraft } from '../card/draft-lifecycle.ts';
import { orderStatusOf, paymentStatusOf } from '../core/admin-order-view.ts';
import type { OrderRow } from '../core/order-rows.ts';
import { moveHold } from './hold-lifecycle.ts';
import { moveOrderStatus } from './order-lifecycle.ts';
import { movePaymentStatus } from './payment-lifecycle.ts';

const AT = '2026-03-02T10:00:00.000Z';
const ACTOR = 'owner@example.com';
const clock = { now: () => new Date(AT) };
const STORAGE = { monthlyFeeCents: 1500, firstMonthFree: true };
let seq = 0;

for (const dialect of dialects) {
  describe(`order, payment and draft lifecycles on ${dialect.name}`, () => {
    let t: TestDb;
    let artistId: string;
    const db = () => t.db;

    /** An order of one held unit of a fresh work, in the given statuses. */
    async function order(status: OrderStatus, payment: PaymentStatus = 'pending', paid = false) {
      const artworkId = await insertArtwork(db(), { artistId, title: `Study ${++seq}`, price: 100 });
      await db().updateTable('artworks').set({ reserved: 1 }).where('id', '=', artworkId).execute();
      const id = `order-${seq}`;
      await db()
        .insertInto('orders')
        .values({
          id,
          email: 'ann@example.com',
          status,
          payment_status: payment,
          payment_method: 'invoice',
          fulfillment_type: 'storage',
          subtotal_cents: 10_000,
          total_cents: 10_000,
          paid_at: paid ? AT : null,
          created_at: AT,
          updated_at: AT,
        })
        .execute();
      await db()
        .insertInto('order_items')
        .values({
          id: `${id}-line`,
          order_id: id,
          artwork_id: artworkId,
          quantity: 1,
          unit_price_cents: 10_000,
          title: 'Study',
          artist_name: 'Amara Okafor',
          format_name: 'Original',
        })
        .execute();
      return { id, artworkId };
    }
    const row = (id: string, from = db()): Promise<OrderRow> =>
      from.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await dialect.create();
      artistId = await insertArtist(db(), { name: 'Amara Okafor' });
    });
    afterAll(() => t.drop());

    it('moves an order only along ORDER_STATUS_NEXT, refusing every other move with 409', async () => {
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          const o = await order(from);
          const move = inTransaction(db(), async (tx) =>
            moveOrderStatus(tx, { order: await row(o.id, tx), to, at: AT, actor: ACTOR }),
          );
          if (canMove(ORDER_STATUS_NEXT, from, to)) {
            await expect(move, `${from} → ${to}`).resolves.toBeDefined();
            expect((await row(o.id)).status).toBe(to);
          } else {
            await expect(move, `${from} → ${to}`).rejects.toMatchObject({
              status: 409,
              message: ORDERS_TEXT.statusNotAllowed,
            });
            expect((await row(o.id)).status).toBe(from);
          }
        }
      }
    });

    it('gives an unpaid order’s held units back when it is cancelled, never a paid one’s', async () => {
      const unpaid = await order('pending');
      await inTransaction(db(), async (tx) =>
        moveOrderStatus(tx, { order: await row(unpaid.id, tx), to: 'cancelled', at: AT, actor: ACTOR }),
      );
      expect(await stockOf(db(), unpaid.artworkId)).toMatchObject({ reserved: 0, sold: 0 });
      const paid = await order('processing', 'completed', true);
      await db().updateTable('artworks').set({ reserved: 0, sold: 1 }).where('id', '=', paid.artworkId).execute();
      await inTransaction(db(), async (tx) =>
        moveOrderStatus(tx, { order: await row(paid.id, tx), to: 'cancelled', at: AT, actor: ACTOR }),
      );
      expect(await stockOf(db(), paid.artworkId)).toMatchObject({ reserved: 0, sold: 1 });
    });

    it('changes nothing when the status read is stale (the conditional update)', async () => {
      const o = await order('pending');
      const stale = await row(o.id);
      await db().updateTable('orders').set({ status: 'processing' }).where('id', '=', o.id).execute();
      const moved = await inTransaction(db(), (tx) =>
        moveOrderStatus(tx, { order: stale, to: 'cancelled', at: AT, actor: ACTOR }),
      );
      expect(moved).toBeUndefined();
      expect((await row(o.id)).status).toBe('processing');
      expect(await stockOf(db(), o.artworkId)).toMatchObject({ reserved: 1 });
    });

    it('lets the payment status move to any other value, never complete a cancelled order', async () => {
      for (const from of PAYMENT_STATUSES) {
        for (const to of PAYMENT_STATUSES) {
          const o = await order('pending', from);
          const move = inTransaction(db(), async (tx) =>
            movePaymentStatus(tx, {
              order: await row(o.id, tx),
              to,
              now: new Date(AT),
              storage: STORAGE,
              actor: ACTOR,
            }),
          );
          if (from === to) await expect(move).rejects.toMatchObject({ status: 409 });
          else await expect(move, `${from} → ${to}`).resolves.toBeDefined();
        }
      }
      const cancelled = await order('cancelled');
      const pay = inTransaction(db(), async (tx) =>
        movePaymentStatus(tx, {
          order: await row(cancelled.id, tx),
          to: 'completed',
          now: new Date(AT),
          storage: STORAGE,
          actor: ACTOR,
        }),
      );
      await expect(pay).rejects.toMatchObject({ status: 409, message: ORDERS_TEXT.cancelledOrderPayment });
      expect(await row(cancelled.id)).toMatchObject({ payment_status: 'pending', paid_at: null });
    });

    it('sells the held units and starts storage billing on the first completion only', async () => {
      const o = await order('pending');
      const pay = (to: PaymentStatus, at: string) =>
        inTransaction(db(), async (tx) =>
          movePaymentStatus(tx, { order: await row(o.id, tx), to, now: new Date(at), storage: STORAGE, actor: ACTOR }),
        );
      expect(await pay('completed', AT)).toEqual({ firstPayment: true });
      expect(await stockOf(db(), o.artworkId)).toMatchObject({ reserved: 0, sold: 1 });
      expect(await row(o.id)).toMatchObject({ paid_at: AT, storage_start_date: '2026-03-02' });
      await pay('partial', '2026-04-01T10:00:00.000Z');
      expect(await pay('completed', '2026-04-02T10:00:00.000Z')).toEqual({ firstPayment: false });
      expect(await row(o.id)).toMatchObject({ paid_at: AT, storage_start_date: '2026-03-02' });
      expect(await stockOf(db(), o.artworkId)).toMatchObject({ reserved: 0, sold: 1 });
    });

    it('moves a card checkout draft only along DRAFT_STATUS_NEXT, and expires an open one only when its hold ended', async () => {
      const artworkId = await insertArtwork(db(), { artistId, title: 'Draft study', price: 100 });
      const paid = await order('processing', 'completed', true);
      const draftOf = async (status: DraftStatus) => {
        const id = `draft-${++seq}`;
        const row = {
          id,
          email: 'ann@example.com',
          delivery_address: 'Nairobi',
          artwork_id: artworkId,
          format_id: `${artworkId}-f0`,
          amount_cents: 10_000,
          status,
          created_at: AT,
          expires_at: AT,
        };
        await db().insertInto('order_drafts').values(row).execute();
        return db().selectFrom('order_drafts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      };
      const moves: Record<Exclude<DraftStatus, 'open'>, DraftMove> = {
        expired: { to: 'expired', expiredBy: AT },
        ordered: { to: 'ordered', orderId: paid.id },
        refunded: { to: 'refunded' },
      };
      for (const from of DRAFT_STATUSES) {
        for (const move of Object.values(moves)) {
          const draft = await draftOf(from);
          const attempt = inTransaction(db(), (tx) => moveDraft(tx, draft, move));
          if (canMove(DRAFT_STATUS_NEXT, from, move.to))
            await expect(attempt, `${from} → ${move.to}`).resolves.toBe(true);
          else await expect(attempt, `${from} → ${move.to}`).rejects.toThrow('cannot move');
        }
      }
      await db().updateTable('artworks').set({ reserved: 1 }).where('id', '=', artworkId).execute();
      const early = await draftOf('open');
      const before = { to: 'expired' as const, expiredBy: '2026-03-02T09:59:59.000Z' };
      expect(await inTransaction(db(), (tx) => moveDraft(tx, early, before))).toBe(false);
      expect(await stockOf(db(), artworkId)).toMatchObject({ reserved: 1 });
      expect(await inTransaction(db(), (tx) => moveDraft(tx, early, moves.expired))).toBe(true);
      expect(await stockOf(db(), artworkId)).toMatchObject({ reserved: 0 });
    });

    const history = (id: string) =>
      db()
        .selectFrom('order_events')
        .select(['kind', 'from_value', 'to_value', 'actor', 'note'])
        .where('order_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

    it('writes each move’s own line in the order’s history, and none for a stale move', async () => {
      const o = await order('pending');
      await inTransaction(db(), async (tx) =>
        moveOrderStatus(tx, { order: await row(o.id, tx), to: 'processing', at: AT, actor: ACTOR }),
      );
      await inTransaction(db(), async (tx) =>
        movePaymentStatus(tx, {
          order: await row(o.id, tx),
          to: 'partial',
          now: new Date('2026-03-02T10:05:00.000Z'),
          storage: STORAGE,
          actor: ACTOR,
        }),
      );
      const unpaid = await order('pending');
      await inTransaction(db(), async (tx) =>
        moveOrderStatus(tx, { order: await row(unpaid.id, tx), to: 'cancelled', at: AT, actor: 'system' }),
      );
      const stale = await order('pending');
      const read = await row(stale.id);
      await db().updateTable('orders').set({ status: 'processing' }).where('id', '=', stale.id).execute();
      await inTransaction(db(), (tx) => moveOrderStatus(tx, { order: read, to: 'cancelled', at: AT, actor: ACTOR }));
      expect(await history(o.id)).toEqual([
        { kind: 'status', from_value: 'pending', to_value: 'processing', actor: ACTOR, note: '' },
        { kind: 'payment_status', from_value: 'pending', to_value: 'partial', actor: ACTOR, note: '' },
      ]);
      expect(await history(unpaid.id)).toEqual([
        {
          kind: 'status',
          from_value: 'pending',
          to_value: 'cancelled',
          actor: 'system',
          note: 'Reserved works released',
        },
      ]);
      expect(await history(stale.id)).toEqual([]);
    });

    it('moves a hold only along HOLD_STATUS_NEXT, recording it and queueing its end', async () => {
      const o = await order('pending');
      const until = new Date('2026-03-09T10:00:00.000Z');
      await db()
        .updateTable('orders')
        .set({ hold_status: 'unconfirmed', hold_until: '2026-03-02T10:30:00.000Z' })
        .where('id', '=', o.id)
        .execute();
      const holding = async () => {
        const r = await row(o.id);
        return { ...r, hold_status: r.hold_status as 'unconfirmed' | 'confirmed' };
      };
      const move = { to: 'confirmed' as const, until, at: AT, actor: ACTOR, note: 'Confirmed' };
      const first = await holding();
      expect(await inTransaction(db(), (tx) => moveHold(tx, { ...move, order: first }, clock))).toBe(true);
      // The same read again is stale: the row is confirmed now.
      expect(await inTransaction(db(), (tx) => moveHold(tx, { ...move, order: first }, clock))).toBe(false);
      expect(await row(o.id)).toMatchObject({ hold_status: 'confirmed', hold_until: until.toISOString() });
      const confirmed = await holding();
      await expect(
        inTransaction(db(), (tx) => moveHold(tx, { ...move, to: 'unconfirmed', order: confirmed }, clock)),
      ).rejects.toThrow('cannot move from confirmed to unconfirmed');
      expect(await history(o.id)).toEqual([
        { kind: 'hold', from_value: 'unconfirmed', to_value: 'confirmed', actor: ACTOR, note: 'Confirmed' },
      ]);
      const jobs = await db()
        .selectFrom('jobs')
        .select(['kind', 'dedupe_key'])
        .where('kind', '=', 'orders.release-hold')
        .execute();
      expect(jobs).toEqual([
        { kind: 'orders.release-hold', dedupe_key: `release-hold:${o.id}:${until.toISOString()}` },
      ]);
    });

    it('reads an unknown stored status as an error, not as pending', () => {
      const broken = { status: 'lost', payment_status: 'paid' } as unknown as OrderRow;
      expect(() => orderStatusOf(broken)).toThrow("orders.status holds 'lost'");
      expect(() => paymentStatusOf(broken)).toThrow("orders.payment_status holds 'paid'");
    });
  });
}

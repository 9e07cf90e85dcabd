import type { OrderStatus } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { issueInvoiceNumbers } from './invoice-number.ts';

for (const d of dialects) {
  describe(`invoice numbers for a batch of orders on ${d.name}`, () => {
    let t: TestDb;
    let seq = 0;
    const order = async (createdAt: string, o: { status?: OrderStatus; invoiceNumber?: string } = {}) => {
      // Ids in the order written here, which is not the order placed: the numbers must follow the times.
      const id = `order-${100 + ++seq}`;
      await t.db
        .insertInto('orders')
        .values({
          id,
          email: `buyer${seq}@example.com`,
          payment_method: 'invoice',
          subtotal_cents: 1000,
          total_cents: 1000,
          created_at: createdAt,
          updated_at: createdAt,
          invoice_number: o.invoiceNumber ?? null,
          ...(o.status ? { status: o.status } : {}),
        })
        .execute();
      return id;
    };
    const counters = () => t.db.selectFrom('invoice_sequences').selectAll().orderBy('year').execute();
    const stored = async (ids: string[]) => {
      const rows = await t.db.selectFrom('orders').select(['id', 'invoice_number']).where('id', 'in', ids).execute();
      return Object.fromEntries(ids.map((id) => [id, rows.find((r) => r.id === id)?.invoice_number]));
    };

    beforeAll(async () => {
      t = await d.create();
    });
    afterAll(() => t.drop());

    it('numbers the orders of a batch in the order they were placed, each in its own year', async () => {
      const late = await order('2026-12-31T23:59:00.000Z');
      const first = await order('2026-12-31T09:00:00.000Z');
      const newYear = await order('2027-01-01T00:01:00.000Z');
      const cancelled = await order('2026-12-31T10:00:00.000Z', { status: 'cancelled' });
      const numbered = await order('2026-12-30T10:00:00.000Z', { invoiceNumber: 'INV-2026-000041' });
      await t.db.insertInto('invoice_sequences').values({ year: 2026, last_number: 41 }).execute();

      const ids = [late, first, newYear, cancelled, numbered, 'no-such-order'];
      const answered = await issueInvoiceNumbers(t.db, ids);

      const expected = {
        [late]: 'INV-2026-000043',
        [first]: 'INV-2026-000042',
        [newYear]: 'INV-2027-000001',
        [cancelled]: null,
        [numbered]: 'INV-2026-000041',
      };
      expect(await stored(Object.keys(expected))).toEqual(expected);
      expect(Object.fromEntries([...answered].map(([id, o]) => [id, o.invoice_number]))).toEqual(expected);
      expect(await counters()).toEqual([
        { year: 2026, last_number: 43 },
        { year: 2027, last_number: 1 },
      ]);

      // A retried batch finds its numbers and takes none.
      await issueInvoiceNumbers(t.db, ids);
      expect(await stored(Object.keys(expected))).toEqual(expected);
      expect(await counters()).toEqual([
        { year: 2026, last_number: 43 },
        { year: 2027, last_number: 1 },
      ]);
    });
  });
}

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const required = {
  bankName: 'Equity Bank',
  accountName: 'Vernissage Ltd',
  accountNumber: '0123456789',
  routingNumber: '021000021',
};
const URL = '/api/admin/payment-details';

for (const dialect of dialects) {
  describe(`payment details API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('payment_details').execute();
    });
    afterAll(() => t.close());

    it('answers 404 until the details are configured, and PUT cannot create them', async () => {
      expect(await as({ method: 'GET', url: URL })).toMatchObject({
        status: 404,
        body: { error: 'Payment details not configured' },
      });
      expect(await as({ method: 'PUT', url: URL, payload: required })).toMatchObject({
        status: 404,
        body: { error: 'Payment details not configured' },
      });
    });

    it('creates the details with the default terms and installments', async () => {
      const res = await as({ method: 'POST', url: URL, payload: { ...required, swiftCode: 'EQBLKENA' } });
      expect(res.status).toBe(201);
      const expected = {
        _id: expect.any(String),
        ...required,
        swiftCode: 'EQBLKENA',
        iban: '',
        bankNotificationEmail: '',
        paymentInstructions: 'Please include your order number as the payment reference.',
        paymentTerms:
          'Payment is due within 30 days of the invoice date. Larger orders may be paid in installments, as the invoice shows when they apply.',
        installmentEnabled: true,
        installmentThreshold: 100,
        installmentPeriod: 30,
        installmentCount: 10,
      };
      expect(res.body).toMatchObject(expected);
      expect(await as({ method: 'GET', url: URL })).toMatchObject({ status: 200, body: expected });
      const row = await t.database.db.selectFrom('payment_details').selectAll().executeTakeFirstOrThrow();
      expect(row.installment_threshold_cents).toBe(10000);
    });

    it('refuses a second creation with 409', async () => {
      await as({ method: 'POST', url: URL, payload: required });
      const again = await as({ method: 'POST', url: URL, payload: required });
      expect(again.status).toBe(409);
      expect(await t.database.db.selectFrom('payment_details').select('id').execute()).toHaveLength(1);
    });

    it('updates every field, money as dollars with cents kept', async () => {
      await as({ method: 'POST', url: URL, payload: required });
      const change = {
        ...required,
        bankName: 'KCB',
        iban: 'KE00 0000',
        bankNotificationEmail: 'bank@gallery.test',
        paymentInstructions: 'Quote INV number.',
        paymentTerms: 'Net 14.',
        installmentEnabled: false,
        installmentThreshold: '250.75',
        installmentPeriod: 14,
        installmentCount: 4,
      };
      const res = await as({ method: 'PUT', url: URL, payload: change });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...change, installmentThreshold: 250.75 });
      expect((await as({ method: 'GET', url: URL })).body).toMatchObject({
        bankName: 'KCB',
        installmentThreshold: 250.75,
      });
    });

    it.each([
      ['no bank name', { ...required, bankName: ' ' }, 'Bank name is required'],
      ['no account name', { ...required, accountName: '' }, 'Account name is required'],
      ['no account number', { ...required, accountNumber: undefined }, 'Account number is required'],
      ['no routing number', { ...required, routingNumber: '' }, 'Routing number is required'],
      ['a malformed e-mail', { ...required, bankNotificationEmail: 'bank@' }, 'Please enter a valid email address.'],
      [
        'a negative threshold',
        { ...required, installmentThreshold: -1 },
        'Installment threshold must be an amount of 0 or more, with at most 2 decimals',
      ],
      [
        'a threshold with 3 decimals',
        { ...required, installmentThreshold: 1.005 },
        'Installment threshold must be an amount of 0 or more, with at most 2 decimals',
      ],
      [
        'a period of 0 days',
        { ...required, installmentPeriod: 0 },
        'Installment period must be between 1 and 365 days',
      ],
      [
        'a period of 366 days',
        { ...required, installmentPeriod: 366 },
        'Installment period must be between 1 and 365 days',
      ],
      ['a single installment', { ...required, installmentCount: 1 }, 'Installment count must be between 2 and 24'],
      ['25 installments', { ...required, installmentCount: 25 }, 'Installment count must be between 2 and 24'],
    ])('refuses %s with 400', async (_label, payload, error) => {
      expect(await as({ method: 'POST', url: URL, payload })).toMatchObject({ status: 400, body: { error } });
      expect(await t.database.db.selectFrom('payment_details').select('id').execute()).toEqual([]);
    });
  });
}

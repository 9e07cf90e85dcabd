import { shopSettings } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

for (const dialect of dialects) {
  describe(`GET /api/settings/shop on ${dialect.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('answers the public settings with their defaults, revalidated on each use, private ones left out', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/settings/shop' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.json();
      expect(shopSettings.strict().parse(body)).toEqual(body);
      expect(body).toMatchObject({
        shopName: 'Vernissage',
        contactEmail: 'hello@vernissage.gallery',
        phone: '+1 (212) 555-0143',
        returnPolicy: { days: 14, returnShippingPaidBy: 'customer', refundBusinessDays: '5-7' },
        shippingPolicy: { processingBusinessDays: '1-3', domesticBusinessDays: '5-10', internationalWeeks: 8 },
        storage: { monthlyFee: 1500, country: 'Kenya', firstMonthFree: true },
      });
      expect(Object.keys(body.address)).toEqual(['line1', 'city', 'region', 'postalCode', 'country']);
      expect(Object.keys(body.social)).toEqual(['instagram', 'facebook', 'x', 'pinterest', 'website']);
      expect(body.logo).toBe('');
      expect(body).not.toHaveProperty('mailSenderName');
      expect(body).not.toHaveProperty('messageNotifications');
    });

    it('shows a stored change', async () => {
      await t.database.db
        .insertInto('shop_settings')
        .values({ key: 'phone', value: JSON.stringify('+254 20 555 0100'), updated_at: new Date().toISOString() })
        .execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/settings/shop' });
      expect(res.json().phone).toBe('+254 20 555 0100');
    });
  });
}

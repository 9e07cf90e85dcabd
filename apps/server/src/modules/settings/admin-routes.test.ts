import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, testClock, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedShopSettings } from './admin-service.ts';

const PASSWORD = 'correct horse battery';
const MINUTE = 60_000;
const URL = '/api/admin/shop-settings';
const changed = {
  ...DEFAULT_SHOP_SETTINGS,
  shopName: 'Galerie Nord',
  contactEmail: 'Studio@Nord.example',
  phone: '+254 20 555 0100',
  address: {
    line1: '12 Riverside Drive',
    city: 'Nairobi',
    region: 'Nairobi County',
    postalCode: '00100',
    country: 'Kenya',
  },
  social: { ...DEFAULT_SHOP_SETTINGS.social, instagram: 'instagram.com/galerienord' },
  returnPolicy: { ...DEFAULT_SHOP_SETTINGS.returnPolicy, days: '30' },
  storage: { monthlyFee: '1250.50', country: 'Kenya', firstMonthFree: false },
  mailSenderName: 'Galerie Nord Studio',
};

for (const dialect of dialects) {
  describe(`shop settings admin API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const clock = testClock('2026-03-02T09:00:00.000Z');
    const db = () => t.database.db;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const put = (payload: object) => as({ method: 'PUT', url: URL, payload });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(db(), 'owner@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await db().deleteFrom('shop_settings').execute();
      await db().deleteFrom('shop_settings_changes').execute();
      token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    afterAll(() => t.close());

    it('refuses every route without a session with 401', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        expect((await call(t.app, { method, url: URL, payload: changed })).status).toBe(401);
      }
      expect((await call(t.app, { method: 'GET', url: `${URL}/history` })).status).toBe(401);
    });

    it('seeds the defaults once on the first start and shows them as not yet saved by the owner', async () => {
      await seedShopSettings({ db: db(), clock });
      await seedShopSettings({ db: db(), clock });
      const rows = await db().selectFrom('shop_settings').select(['key', 'value']).execute();
      expect(rows.map((r) => r.key).sort()).toEqual(Object.keys(DEFAULT_SHOP_SETTINGS).sort());
      expect(JSON.parse(rows.find((r) => r.key === 'storage')?.value ?? '')).toEqual({
        monthlyFeeCents: 150_000,
        country: 'Kenya',
        firstMonthFree: true,
      });
      const view = await as({ method: 'GET', url: URL });
      expect(view).toMatchObject({
        status: 200,
        body: { settings: DEFAULT_SHOP_SETTINGS, configured: false, updatedAt: null, updatedBy: null },
      });
    });

    it('saves every field with an audit line, and the public settings and the next reads show it', async () => {
      const res = await put(changed);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        configured: true,
        updatedAt: '2026-03-02T09:00:00.000Z',
        updatedBy: 'owner@gallery.test',
        settings: {
          shopName: 'Galerie Nord',
          contactEmail: 'studio@nord.example',
          social: { instagram: 'https://instagram.com/galerienord', x: '' },
          returnPolicy: { days: 30 },
          storage: { monthlyFee: 1250.5, country: 'Kenya', firstMonthFree: false },
          mailSenderName: 'Galerie Nord Studio',
        },
      });
      const open = (await t.app.inject({ method: 'GET', url: '/api/settings/shop' })).json();
      expect(open).toMatchObject({ shopName: 'Galerie Nord', phone: '+254 20 555 0100', returnPolicy: { days: 30 } });
      expect(open).not.toHaveProperty('mailSenderName');

      const history = await as({ method: 'GET', url: `${URL}/history` });
      expect(history.status).toBe(200);
      const [line] = (history.body as { changes: { adminEmail: string; changedAt: string; changes: string[] }[] })
        .changes;
      expect(line?.adminEmail).toBe('owner@gallery.test');
      expect(line?.changedAt).toBe('2026-03-02T09:00:00.000Z');
      expect(line?.changes).toEqual(
        expect.arrayContaining([
          'shopName: Vernissage → Galerie Nord',
          'address.city: New York → Nairobi',
          'social.instagram: (empty) → https://instagram.com/galerienord',
          'returnPolicy.days: 14 → 30',
          'storage.monthlyFee: 1500 → 1250.5',
          'storage.firstMonthFree: true → false',
        ]),
      );
      expect(line?.changes.some((l) => l.startsWith('social.x'))).toBe(false);
    });

    it('keeps a logo from the media store and shows it publicly, and removes it again', async () => {
      const logo = '/media/3f/3f2a9c/w640.png';
      expect((await put({ ...DEFAULT_SHOP_SETTINGS, logo })).body).toMatchObject({ settings: { logo } });
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/shop' })).json().logo).toBe(logo);
      expect((await put(DEFAULT_SHOP_SETTINGS)).body).toMatchObject({ settings: { logo: '' } });
    });

    it('saves the currency, zones, rates and taxes, and shows them back the same, publicly too', async () => {
      const costs = {
        currency: 'eur',
        shippingZones: [{ name: 'Europe', countries: ['de', 'FR'] }],
        shippingRates: [
          { zone: 'europe', class: 'large', amount: '420.50' },
          { zone: 'domestic', class: 'small', amount: 0 },
        ],
        taxRates: [{ country: 'de', region: ' ', rate: '19', label: 'VAT' }],
        pricesIncludeTax: true,
        taxShipping: true,
      };
      const res = await put({ ...DEFAULT_SHOP_SETTINGS, ...costs });
      expect(res.status).toBe(200);
      const saved = {
        currency: 'EUR',
        shippingZones: [{ name: 'Europe', countries: ['DE', 'FR'] }],
        shippingRates: [
          { zone: 'Europe', class: 'large', amount: 420.5 },
          { zone: 'domestic', class: 'small', amount: 0 },
        ],
        taxRates: [{ country: 'DE', region: '', rate: 19, label: 'VAT' }],
        pricesIncludeTax: true,
        taxShipping: true,
      };
      expect((res.body as { settings: object }).settings).toMatchObject(saved);
      expect((await as({ method: 'GET', url: URL })).body).toMatchObject({ settings: saved });
      expect((await call(t.app, { method: 'GET', url: '/api/settings/shop' })).body).toMatchObject(saved);
      const history = (await as({ method: 'GET', url: `${URL}/history` })).body as { changes: { changes: string[] }[] };
      expect(history.changes[0]?.changes).toEqual(
        expect.arrayContaining([
          'currency: USD → EUR',
          'shippingZones.0.countries: (not set) → DE, FR',
          'taxRates.0.rate: (not set) → 19',
        ]),
      );
      // A save that leaves them out keeps them.
      const {
        currency: _c,
        shippingZones: _z,
        shippingRates: _r,
        taxRates: _t,
        pricesIncludeTax: _p,
        taxShipping: _s,
        ...rest
      } = DEFAULT_SHOP_SETTINGS;
      await put(rest);
      expect((await as({ method: 'GET', url: URL })).body).toMatchObject({ settings: saved });
    });

    it('records a save without changes, which marks the defaults as confirmed', async () => {
      expect((await put(DEFAULT_SHOP_SETTINGS)).body).toMatchObject({ configured: true });
      const history = (await as({ method: 'GET', url: `${URL}/history` })).body as { changes: { changes: string[] }[] };
      expect(history.changes).toHaveLength(1);
      expect(history.changes[0]?.changes).toEqual([]);
    });

    it.each([
      ['no gallery name', { shopName: '  ' }, 'shopName', 'Gallery name is required'],
      ['a name over 100 characters', { shopName: 'n'.repeat(101) }, 'shopName', 'Gallery name is too long'],
      ['a malformed e-mail', { contactEmail: 'studio@' }, 'contactEmail', 'Please enter a valid contact email address'],
      ['no e-mail', { contactEmail: '' }, 'contactEmail', 'Contact email is required'],
      [
        'a social link that is not a web address',
        { social: { ...DEFAULT_SHOP_SETTINGS.social, x: 'javascript:alert(1)' } },
        'social.x',
        'X must be a web address such as https://example.com',
      ],
      [
        'a returns window over a year',
        { returnPolicy: { ...DEFAULT_SHOP_SETTINGS.returnPolicy, days: 366 } },
        'returnPolicy.days',
        'Returns window must be a whole number of days from 0 to 365',
      ],
      [
        'half a day',
        { returnPolicy: { ...DEFAULT_SHOP_SETTINGS.returnPolicy, days: '2.5' } },
        'returnPolicy.days',
        'Returns window must be a whole number of days from 0 to 365',
      ],
      [
        'no country',
        { address: { ...DEFAULT_SHOP_SETTINGS.address, country: '' } },
        'address.country',
        'Country is required',
      ],
      [
        'a fee with three decimals',
        { storage: { monthlyFee: 10.005, country: 'Kenya', firstMonthFree: true } },
        'storage.monthlyFee',
        'Storage fee must be an amount of 0 or more, with at most 2 decimals',
      ],
      [
        'no storage location',
        { storage: { monthlyFee: 1500, country: ' ', firstMonthFree: true } },
        'storage.country',
        'Where works are located is required',
      ],
      [
        'a sender name with a line break',
        { mailSenderName: 'Nord\r\nBcc: x@example.com' },
        'mailSenderName',
        'Sender name cannot contain <, >, quotation marks or line breaks',
      ],
      ['a logo from elsewhere', { logo: 'javascript:alert(1)' }, 'logo', 'Logo must be an uploaded image'],
      [
        'international weeks of 0',
        { shippingPolicy: { ...DEFAULT_SHOP_SETTINGS.shippingPolicy, internationalWeeks: 0 } },
        'shippingPolicy.internationalWeeks',
        'International delivery must be a whole number of weeks from 1 to 52',
      ],
      ['an unknown currency', { currency: 'XYZ' }, 'currency', 'Currency must be an ISO 4217 code such as USD or EUR'],
      [
        'a negative rate',
        { shippingRates: [{ zone: 'world', class: 'large', amount: -5 }] },
        'shippingRates.0.amount',
        'Shipping rate must be an amount of 0 or more, with at most 2 decimals',
      ],
      [
        'a rate for an unknown zone',
        { shippingRates: [{ zone: 'Moon', class: 'large', amount: 5 }] },
        'shippingRates.0.zone',
        'Rate zone must be domestic, world or one of the shipping zones',
      ],
      [
        'a rate for quoted shipping',
        { shippingRates: [{ zone: 'world', class: 'quote', amount: 5 }] },
        'shippingRates.0.class',
        'Shipping class must be small, medium, large or crate',
      ],
      [
        'two rates for one zone and class',
        {
          shippingRates: [
            { zone: 'world', class: 'large', amount: 5 },
            { zone: 'World', class: 'large', amount: 6 },
          ],
        },
        'shippingRates.1.class',
        'There is already a rate for this zone and class',
      ],
      [
        'a zone with an unknown country',
        { shippingZones: [{ name: 'Europe', countries: ['DE', 'XX'] }] },
        'shippingZones.0.countries.1',
        'Each country must be a 2-letter country code such as DE',
      ],
      [
        'a country in two zones',
        {
          shippingZones: [
            { name: 'Europe', countries: ['DE', 'FR'] },
            { name: 'Germany', countries: ['de'] },
          ],
        },
        'shippingZones.1.countries.0',
        'DE is already in the zone Europe; a country belongs to one zone',
      ],
      [
        'a zone named world',
        { shippingZones: [{ name: 'World', countries: ['DE'] }] },
        'shippingZones.0.name',
        'Every shop has the zones domestic and world; please name this zone differently',
      ],
      [
        'a tax rate over 100%',
        { taxRates: [{ country: 'DE', region: '', rate: 101, label: 'VAT' }] },
        'taxRates.0.rate',
        'Tax rate must be a percentage above 0 and at most 100, with at most 3 decimals',
      ],
      [
        'a negative tax rate',
        { taxRates: [{ country: 'DE', region: '', rate: -1, label: 'VAT' }] },
        'taxRates.0.rate',
        'Tax rate must be a percentage above 0 and at most 100, with at most 3 decimals',
      ],
      [
        'a tax rate for an unknown country',
        { taxRates: [{ country: 'Germany', region: '', rate: 19, label: 'VAT' }] },
        'taxRates.0.country',
        'Tax country must be a 2-letter country code such as DE',
      ],
      [
        'two tax rates for one region',
        {
          taxRates: [
            { country: 'US', region: 'CA', rate: 8.5, label: 'Sales tax' },
            { country: 'US', region: 'ca', rate: 9, label: 'Sales tax' },
          ],
        },
        'taxRates.1.region',
        'There is already a tax rate for this country and region',
      ],
    ])('refuses %s with 400 and the field’s message, storing nothing', async (_label, patch, field, message) => {
      const res = await put({ ...DEFAULT_SHOP_SETTINGS, ...patch });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, details: { [field]: message } });
      expect(await db().selectFrom('shop_settings_changes').select('id').execute()).toEqual([]);
    });

    it('refuses a save 10 minutes after sign-in with 403 until the password is proved again', async () => {
      clock.advance(10 * MINUTE);
      expect(await put(changed)).toMatchObject({
        status: 403,
        body: { error: 'Recent sign-in required', reauth: true },
      });
      expect((await as({ method: 'GET', url: URL })).status).toBe(200);
      expect(await db().selectFrom('shop_settings').select('key').execute()).toEqual([]);
      const again = await as({ method: 'POST', url: '/api/admin/reauthenticate', payload: { password: PASSWORD } });
      expect(again.status).toBe(200);
      expect((await put(changed)).status).toBe(200);
    });
  });
}

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

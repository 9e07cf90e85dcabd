import { DEFAULT_SHOP_SETTINGS, shopSettingsBody } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { shopFormErrors, shopFormInput, shopFormResolver, shopFormValues } from './shop-form.ts';

const europe = {
  ...DEFAULT_SHOP_SETTINGS,
  currency: 'EUR',
  shippingZones: [{ name: 'Europe', countries: ['DE', 'FR'] }],
  shippingRates: [
    { zone: 'domestic', class: 'small' as const, amount: 25 },
    { zone: 'Europe', class: 'large' as const, amount: 420 },
    { zone: 'world', class: 'crate' as const, amount: 1200.5 },
  ],
  taxRates: [{ country: 'DE', region: '', rate: 19, label: 'VAT' }],
  pricesIncludeTax: true,
  taxShipping: true,
};

const resolve = (values: ReturnType<typeof shopFormValues>) =>
  shopFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('shopFormValues', () => {
  it('gives the numbers as text and parses back to the same settings', () => {
    const values = shopFormValues(DEFAULT_SHOP_SETTINGS);
    expect(values.returnPolicy.days).toBe('14');
    expect(values.storage.monthlyFee).toBe('1500');
    expect(shopSettingsBody.parse(shopFormInput(values).input)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('puts each rate in its zone’s row of the grid, an unset one empty (quoted per order)', () => {
    const values = shopFormValues(europe);
    expect(values.domesticRates).toEqual({ small: '25', medium: '', large: '', crate: '' });
    expect(values.shippingZones).toEqual([
      { name: 'Europe', countries: ['DE', 'FR'], rates: { small: '', medium: '', large: '420', crate: '' } },
    ]);
    expect(values.worldRates.crate).toBe('1200.5');
    expect(values.taxRates).toEqual([{ country: 'DE', region: '', rate: '19', label: 'VAT' }]);
  });

  it('sends the grid as the rates list, one rate per filled cell, and reads back the same settings', async () => {
    const result = await resolve(shopFormValues(europe));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(europe);
  });

  it('takes a renamed zone’s rates along and drops a removed zone’s', async () => {
    const values = shopFormValues(europe);
    const [zone] = values.shippingZones;
    if (!zone) throw new Error('no zone');
    zone.name = 'EU';
    let body = (await resolve(values)).values as typeof europe;
    expect(body.shippingRates).toContainEqual({ zone: 'EU', class: 'large', amount: 420 });
    values.shippingZones = [];
    body = (await resolve(values)).values as typeof europe;
    expect(body.shippingZones).toEqual([]);
    expect(body.shippingRates.map((r) => r.zone)).toEqual(['domestic', 'world']);
  });
});

describe('shop form errors', () => {
  it('puts the schema’s messages at the cell, the zone and the tax row they are about', async () => {
    const values = shopFormValues(europe);
    values.worldRates.small = '12.345';
    values.shippingZones.push({ name: 'Nordics', countries: ['SE', 'DE'], rates: values.worldRates });
    values.taxRates[0] = { country: 'DE', region: '', rate: '150', label: '' };
    const { errors } = await resolve({ ...values, worldRates: { ...values.worldRates } });
    expect(errors.worldRates?.small?.message).toBe(
      'Shipping rate must be an amount of 0 or more, with at most 2 decimals',
    );
    expect(errors.shippingZones?.[1]?.countries?.message).toBe(
      'DE is already in the zone Europe; a country belongs to one zone',
    );
    expect(errors.taxRates?.[0]?.rate?.message).toBe(
      'Tax rate must be a percentage above 0 and at most 100, with at most 3 decimals',
    );
    expect(errors.taxRates?.[0]?.label?.message).toBe('Tax label is required');
  });

  it('maps the server’s details to the same fields: a rate to its cell, a rate’s unknown zone to the zone name', () => {
    const values = shopFormValues(europe);
    const { fieldOf } = shopFormInput(values);
    const fields = shopFormErrors(
      [
        ['shippingRates.1.amount', 'bad amount'],
        ['shippingRates.1.zone', 'bad zone'],
        ['shippingRates.2.amount', 'bad world'],
        ['shippingZones.0.countries.1', 'bad country'],
        ['shippingZones.0.countries.0', 'second message'],
        ['taxRates.0.rate', 'bad tax'],
        ['currency', 'bad currency'],
      ],
      fieldOf,
    );
    expect(fields).toEqual({
      'shippingZones.0.rates.large': 'bad amount',
      'shippingZones.0.name': 'bad zone',
      'worldRates.crate': 'bad world',
      'shippingZones.0.countries': 'bad country',
      'taxRates.0.rate': 'bad tax',
      currency: 'bad currency',
    });
  });
});

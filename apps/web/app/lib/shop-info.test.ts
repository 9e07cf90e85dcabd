import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { freeShippingClause, shopNameOf, socialLinks, telHref, toShopInfo } from './shop-info.ts';

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+1 (212) 555-0148')).toBe('tel:+12125550148');
  });
});

describe('socialLinks', () => {
  it('lists only the networks that are set, in a fixed order', () => {
    const social = {
      instagram: 'https://i.example/x',
      facebook: '',
      x: 'https://x.example/g',
      pinterest: 'https://p.example/x',
      website: '',
    };
    expect(socialLinks(social)).toEqual([
      { label: 'Instagram', href: 'https://i.example/x' },
      { label: 'X', href: 'https://x.example/g' },
      { label: 'Pinterest', href: 'https://p.example/x' },
    ]);
  });
});

describe('shopNameOf', () => {
  it("reads the layout's loaded settings, else the default name", () => {
    const layout = { id: 'routes/storefront-layout', loaderData: { shop: { shopName: 'Galerie Nord' } } };
    expect(shopNameOf([{ id: 'root' }, layout, { id: 'routes/home' }])).toBe('Galerie Nord');
    expect(shopNameOf([{ id: 'root' }])).toBe('Vernissage');
    expect(shopNameOf([{ id: 'routes/storefront-layout', loaderData: { shop: null } }])).toBe('Vernissage');
  });
});

describe('freeShippingClause and toShopInfo', () => {
  it('promises free shipping only while every rate is 0', () => {
    const free = toShopInfo(DEFAULT_SHOP_SETTINGS);
    const charged = toShopInfo({
      ...DEFAULT_SHOP_SETTINGS,
      shippingRates: DEFAULT_SHOP_SETTINGS.shippingRates.map((r) => ({ ...r, amount: 25 })),
    });
    expect(free.shipsFree).toBe(true);
    expect(charged.shipsFree).toBe(false);
    const layout = (shop: object) => [{ id: 'routes/storefront-layout', loaderData: { shop } }];
    expect(freeShippingClause(layout(free))).toBe(', shipped free worldwide');
    expect(freeShippingClause(layout(charged))).toBe('');
  });
});

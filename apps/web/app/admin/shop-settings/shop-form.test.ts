import { DEFAULT_SHOP_SETTINGS, shopSettingsBody } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { shopFormValues } from './shop-form.ts';

describe('shopFormValues', () => {
  it('gives the numbers as text and parses back to the same settings', () => {
    const values = shopFormValues(DEFAULT_SHOP_SETTINGS);
    expect(values.returnPolicy.days).toBe('14');
    expect(values.storage.monthlyFee).toBe('1500');
    expect(shopSettingsBody.parse(values)).toEqual(DEFAULT_SHOP_SETTINGS);
  });
});

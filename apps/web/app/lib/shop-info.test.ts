import { describe, expect, it } from 'vitest';
import { socialLinks, telHref } from './shop-info.ts';

describe('telHref', () => {
  it('keeps only the digits and the leading plus', () => {
    expect(telHref('+1 (212) 555-0148')).toBe('tel:+12125550148');
  });
});

describe('socialLinks', () => {
  it('lists only the networks that are set, in a fixed order', () => {
    expect(socialLinks({ instagram: 'https://i.example/x', facebook: '', pinterest: 'https://p.example/x' })).toEqual([
      { label: 'Instagram', href: 'https://i.example/x' },
      { label: 'Pinterest', href: 'https://p.example/x' },
    ]);
  });
});

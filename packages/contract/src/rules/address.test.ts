import { describe, expect, it } from 'vitest';
import { addressLines, placeLine } from './address.ts';

describe('the shop address', () => {
  it('prints the lines it has and no stray commas or spaces', () => {
    const full = {
      line1: '55 Studio Lane',
      city: 'New York',
      region: 'NY',
      postalCode: '10013',
      country: 'United States',
    };
    expect(addressLines(full)).toEqual(['55 Studio Lane', 'New York, NY 10013', 'United States']);
    expect(placeLine({ ...full, region: '' })).toBe('New York, 10013');
    expect(placeLine({ ...full, region: '', postalCode: '' })).toBe('New York');
    expect(addressLines({ line1: '', city: '', region: '', postalCode: '', country: 'Kenya' })).toEqual(['Kenya']);
  });
});

import { COMMISSION_TEXT } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { artistFormSchema, artistFormValues } from './artist-form.ts';

describe('the artist form', () => {
  it('starts with one empty award row', () => {
    expect(artistFormValues(null).awards).toEqual([{ value: '' }]);
  });

  it("requires a name after trimming, with the spec's message", () => {
    const result = artistFormSchema.safeParse({ ...artistFormValues(null), name: '   ' });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Name is required.']);
  });

  it('drops empty award entries and splits styles on commas', () => {
    const parsed = artistFormSchema.parse({
      ...artistFormValues(null),
      name: ' Ada ',
      awards: [{ value: ' Turner Prize ' }, { value: '' }, { value: '  ' }],
      style: 'Abstract, , Colour field',
    });
    expect(parsed).toMatchObject({ name: 'Ada', awards: ['Turner Prize'], style: ['Abstract', 'Colour field'] });
  });

  it('reads the commission as a number, leaves it out when empty, and refuses what the contract refuses', () => {
    const base = { ...artistFormValues(null), name: 'Ada' };
    expect(artistFormSchema.parse({ ...base, commissionRate: '40' }).commissionRate).toBe(40);
    expect(artistFormSchema.parse({ ...base, commissionRate: '' }).commissionRate).toBeUndefined();
    const messages = (commissionRate: string) => {
      const result = artistFormSchema.safeParse({ ...base, commissionRate });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages('101')).toEqual([COMMISSION_TEXT.rate]);
    expect(messages('12.345')).toEqual([COMMISSION_TEXT.rateDecimals]);
  });
});

import { describe, expect, it } from 'vitest';
import { storageFeeSentence } from './storage-fee.ts';

describe('storageFeeSentence', () => {
  it('says whether the first month is free', () => {
    expect(storageFeeSentence('$1,500', true)).toBe(
      'The first month is free; from the second month storage costs $1,500 per month.',
    );
    expect(storageFeeSentence('$90', false)).toBe('Storage costs $90 per month, from the first month.');
  });
});

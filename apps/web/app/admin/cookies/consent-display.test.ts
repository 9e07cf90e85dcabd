import { describe, expect, it } from 'vitest';
import { barWidth, consentTime, countryLabel, dayLabel, latestDays, pageSummary } from './consent-display.ts';

describe('barWidth', () => {
  it('is the count relative to the largest', () => {
    expect(barWidth(50, 100)).toBe(50);
    expect(barWidth(100, 100)).toBe(100);
  });
  it('never falls under 10 percent, however small the count', () => {
    expect(barWidth(1, 1000)).toBe(10);
    expect(barWidth(0, 0)).toBe(10);
  });
});

describe('labels', () => {
  it('names countries and calls an empty code Unknown', () => {
    expect(countryLabel('KE')).toBe('Kenya');
    expect(countryLabel('')).toBe('Unknown');
  });
  it('writes chart days and choice times in UTC', () => {
    expect(dayLabel('2026-03-04')).toBe('Mar 4, 2026');
    expect(consentTime('2026-03-04T22:30:00.000Z')).toBe('Mar 4, 2026, 10:30 PM UTC');
  });
  it('keeps the latest days, oldest first', () => {
    expect(latestDays([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(latestDays([1], 2)).toEqual([1]);
  });
  it('says which rows a page shows', () => {
    expect(pageSummary(50, 50, 240)).toBe('Showing 51–100 of 240');
    expect(pageSummary(0, 0, 0)).toBe('Showing 0 of 0');
  });
});

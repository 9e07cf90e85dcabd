import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryInSentence, countryName, countryOptions, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('lists about 240 distinct two-letter codes', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(240);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });

  it('names countries in English and sorts the options by name', () => {
    expect(countryName('KE')).toBe('Kenya');
    expect(countryName('US')).toBe('United States');
    expect(countryName('CI')).toMatch(/Côte d’Ivoire|Côte d'Ivoire/);
    const options = countryOptions();
    expect(options[0]?.name).toBe('Afghanistan');
    expect(options.find((o) => o.code === 'GB')?.name).toBe('United Kingdom');
  });

  it('knows a real code from anything else', () => {
    expect(isCountryCode('FR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('fr')).toBe(false);
    expect(countryName('XX')).toBe('XX');
  });

  it('names the legacy codes of former countries when shown, without offering them for a new address', () => {
    expect(countryName('AN')).toBe('Netherlands Antilles');
    expect(countryName('YU')).toBe('Yugoslavia');
    expect(countryName('CS')).toBe('Serbia and Montenegro');
    expect(countryName('ZR')).toBe('Zaire');
    expect(countryName('TP')).toBe('East Timor');
    expect(countryName('SU')).toBe('Soviet Union');
    expect(isCountryCode('YU')).toBe(false);
    expect(countryOptions().some((o) => o.name === 'Yugoslavia')).toBe(false);
  });
});

describe('countryInSentence', () => {
  it('gives "the" to the names that read with it, and nothing to the others', () => {
    expect(countryInSentence('United States')).toBe('the United States');
    expect(countryInSentence('United Kingdom')).toBe('the United Kingdom');
    expect(countryInSentence('Netherlands')).toBe('the Netherlands');
    expect(countryInSentence('Philippines')).toBe('the Philippines');
    expect(countryInSentence('Czech Republic')).toBe('the Czech Republic');
    expect(countryInSentence('Cayman Islands')).toBe('the Cayman Islands');
    expect(countryInSentence('US')).toBe('the US');
    expect(countryInSentence('Kenya')).toBe('Kenya');
    expect(countryInSentence('France')).toBe('France');
    expect(countryInSentence('Ireland')).toBe('Ireland');
  });

  it('keeps an article the owner already wrote, and a blank name blank', () => {
    expect(countryInSentence('the Gambia')).toBe('the Gambia');
    expect(countryInSentence('The Bahamas')).toBe('The Bahamas');
    expect(countryInSentence('  ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { headerCountryResolver } from './country.ts';

const countryOf = (headers: Record<string, string>) =>
  headerCountryResolver().countryOf({ headers, ip: '203.0.113.7' });

describe('headerCountryResolver', () => {
  it.each([
    ['cf-ipcountry', 'KE'],
    ['cloudfront-viewer-country', 'DE'],
    ['x-vercel-ip-country', 'JP'],
    ['x-country-code', 'BR'],
  ])('reads %s', (header, code) => {
    expect(countryOf({ [header]: code })).toBe(code);
  });

  it('upper-cases and trims a valid code', () => {
    expect(countryOf({ 'cf-ipcountry': ' ke ' })).toBe('KE');
  });

  it.each(['', 'KEN', 'K', 'T1', 'XX', '<script>', 'K E'])('treats %j as unknown', (value) => {
    expect(countryOf({ 'cf-ipcountry': value })).toBe('');
  });

  it('is unknown without any country header', () => {
    expect(countryOf({ 'user-agent': 'test' })).toBe('');
  });

  it('falls through to the next header when one is not a valid code', () => {
    expect(countryOf({ 'cf-ipcountry': 'XX', 'x-country-code': 'fr' })).toBe('FR');
  });

  it('reads only the headers it is given', () => {
    const resolver = headerCountryResolver(['x-geo']);
    expect(resolver.countryOf({ headers: { 'cf-ipcountry': 'KE' }, ip: '' })).toBe('');
    expect(resolver.countryOf({ headers: { 'x-geo': 'ke' }, ip: '' })).toBe('KE');
  });
});

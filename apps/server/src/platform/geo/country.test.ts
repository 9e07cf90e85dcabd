import { describe, expect, it } from 'vitest';
import { countryCode, countryResolver, type IpCountryLookup } from './country.ts';
import { offlineCountryDb } from './ip-country.ts';
import { isPublicAddress } from './public-address.ts';

const asked: string[] = [];
const fakeDb: IpCountryLookup = async (ip) => {
  asked.push(ip);
  return ip === '81.2.69.142' ? 'gb' : null;
};
const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers });

describe('countryCode', () => {
  it('upper-cases and trims a valid code', () => {
    expect(countryCode(' ke ')).toBe('KE');
  });

  it.each(['', 'KEN', 'K', 'T1', 'XX', 'ZZ', '<script>', 'K E', undefined, 42])('treats %j as unknown', (value) => {
    expect(countryCode(value)).toBe('');
  });
});

describe('countryResolver', () => {
  it('believes the configured header before the address', async () => {
    const resolver = countryResolver({ header: 'CF-IPCountry', lookup: fakeDb });
    expect(await resolver.countryOf(request('81.2.69.142', { 'cf-ipcountry': 'ke' }))).toBe('KE');
  });

  it('falls back to the address when the configured header is missing or says unknown', async () => {
    const resolver = countryResolver({ header: 'cf-ipcountry', lookup: fakeDb });
    expect(await resolver.countryOf(request('81.2.69.142'))).toBe('GB');
    expect(await resolver.countryOf(request('81.2.69.142', { 'cf-ipcountry': 'XX' }))).toBe('GB');
  });

  it('ignores every country header when none is configured, so a client cannot pick its country', async () => {
    const resolver = countryResolver({ lookup: fakeDb });
    const spoofed = { 'cf-ipcountry': 'KE', 'x-country-code': 'KE', 'cloudfront-viewer-country': 'KE' };
    expect(await resolver.countryOf(request('81.2.69.142', spoofed))).toBe('GB');
  });

  it('answers unknown for loopback, private and reserved addresses without asking the database', async () => {
    asked.length = 0;
    const resolver = countryResolver({ lookup: fakeDb });
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.1', '172.20.0.5', 'fe80::1', '198.18.0.7', ''])
      expect(await resolver.countryOf(request(ip))).toBe('');
    expect(asked).toEqual([]);
  });

  it('reads an IPv4 client seen on a dual-stack socket as IPv4', async () => {
    const resolver = countryResolver({ lookup: fakeDb });
    expect(await resolver.countryOf(request('::ffff:81.2.69.142'))).toBe('GB');
    expect(await resolver.countryOf(request('::ffff:127.0.0.1'))).toBe('');
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '41.90.64.1', '2a00:1450:4001:80b::200e'])('accepts %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });
  it.each(['127.0.0.1', '0.0.0.0', '100.64.0.1', '169.254.1.1', '224.0.0.1', 'fd00::1', '2001:db8::1', 'nonsense'])(
    'refuses %s',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(false);
    },
  );
});

describe('the offline IP-to-country database', () => {
  it.each([
    ['41.90.64.1', 'KE'],
    ['81.2.69.142', 'GB'],
    ['133.242.0.1', 'JP'],
    ['200.147.67.142', 'BR'],
    ['2a00:1450:4001:80b::200e', 'IE'],
  ])('places %s in %s', async (ip, code) => {
    expect(await offlineCountryDb(ip)).toBe(code);
  });

  it('knows nothing of loopback', async () => {
    expect(await offlineCountryDb('127.0.0.1')).toBeNull();
  });
});

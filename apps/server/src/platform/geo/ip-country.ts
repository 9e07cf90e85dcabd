import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Reader, type Response } from 'mmdb-lib';
import type { IpCountryLookup } from './country.ts';

const DATABASE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

/**
 * An offline IP-to-country database shipped as an npm package (public-domain data from the
 * regional internet registries, IPv4 and IPv6): nothing is asked over the network. The 8 MB file
 * is read the first time a country is needed and kept for the life of the process.
 */
function offlineIpCountry(file = createRequire(import.meta.url).resolve(DATABASE)): IpCountryLookup {
  let reader: Promise<Reader<Response>> | undefined;
  const open = () => {
    if (!reader) {
      reader = readFile(file).then((buffer) => new Reader<Response>(buffer));
      // A failed read is tried again next time instead of being remembered.
      reader.catch(() => {
        reader = undefined;
      });
    }
    return reader;
  };
  return async (ip) => {
    const record: unknown = (await open()).get(ip);
    if (typeof record !== 'object' || record === null || !('country_code' in record)) return null;
    return typeof record.country_code === 'string' ? record.country_code : null;
  };
}

/** The process's one copy of the database, shared by every app instance. */
export const offlineCountryDb: IpCountryLookup = offlineIpCountry();

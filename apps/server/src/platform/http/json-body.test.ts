import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, jsonBody } from './json-body.ts';

describe('a prepared JSON body', () => {
  it('keeps the UTF-8 text, a stable ETag and the same text gzipped', async () => {
    const body = jsonBody([{ title: 'Interférence' }]);
    expect(body.bytes.toString('utf8')).toBe('[{"title":"Interférence"}]');
    expect(body.etag).toBe(jsonBody([{ title: 'Interférence' }]).etag);
    expect(body.etag).not.toBe(jsonBody([{ title: 'Other' }]).etag);
    expect(gunzipSync(await body.gzip()).toString('utf8')).toBe(body.bytes.toString('utf8'));
  });

  it('reads gzip from Accept-Encoding unless refused with q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, *;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0, br')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

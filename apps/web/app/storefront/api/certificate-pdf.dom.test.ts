import { certificateEndpoints, pathOf } from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, routeOf } from '../../lib/fake-fetch.testing.ts';
import { downloadCertificatePdf } from './client.ts';

const CODE = 'q7Jk2mXbR9sT4vWcYzA1bC';
const PDF = routeOf(certificateEndpoints.customerPdf).replace(':code', CODE);
let saved: { download: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  // Record what would be saved instead of letting the test browser follow the blob link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the buyer's certificate PDF", () => {
  it("is fetched with the look-up token and saved under the server's name", async () => {
    const api = fakeFetch({
      [PDF]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="certificate-${CODE}.pdf"`,
          },
        }),
    });
    expect(await downloadCertificatePdf(CODE, 'token-1')).toEqual({ kind: 'saved' });
    expect(api.seen[0]?.path).toBe(pathOf(certificateEndpoints.customerPdf, { code: CODE }));
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(saved).toEqual([{ download: `certificate-${CODE}.pdf`, href: expect.stringMatching(/^blob:/) }]);
  });

  it('saves nothing when refused or unanswered, and says why', async () => {
    fakeFetch({ [PDF]: () => json(401, { error: 'Verification required' }) });
    expect(await downloadCertificatePdf(CODE, 'stale')).toEqual({
      kind: 'error',
      status: 401,
      error: 'Verification required',
    });
    fakeFetch({ [PDF]: () => 'network' });
    expect(await downloadCertificatePdf(CODE, 'token-1')).toEqual({ kind: 'network' });
    expect(saved).toEqual([]);
  });
});

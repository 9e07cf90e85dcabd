import { adminOrderEndpoints, pathOf } from '@vernissage/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../lib/fake-fetch.testing.ts';
import { clearToken, saveToken } from '../admin-session.ts';
import { downloadFile } from './download-file.ts';

const CSV = pathOf(adminOrderEndpoints.exportCsv);
const texts = { failure: 'Failed to export orders', network: 'Network error' };
let saved: { download: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  // Record what would be saved instead of letting the test browser follow the blob link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  clearToken();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('an admin download', () => {
  it("fetches the file with the bearer token and saves it under the server's name", async () => {
    saveToken('token-1');
    const api = fakeFetch({
      [`GET ${CSV}`]: () =>
        new Response('id,total\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="orders-2026-11-30.csv"',
          },
        }),
    });
    expect(await downloadFile(CSV, 'orders.csv', texts)).toEqual({ ok: true });
    expect(saved).toEqual([{ download: 'orders-2026-11-30.csv', href: expect.stringMatching(/^blob:/) }]);
    expect(api.seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(document.querySelector('a')).toBeNull();
  });

  it('falls back to the given name when the server offers none', async () => {
    fakeFetch({ [`GET ${CSV}`]: () => new Response('x') });
    await downloadFile(CSV, 'orders.csv', texts);
    expect(saved.map((s) => s.download)).toEqual(['orders.csv']);
  });

  it("says the server's reason, else the failure text, else the network text, and saves nothing", async () => {
    fakeFetch({ [`GET ${CSV}`]: () => json(403, { error: 'Forbidden' }) });
    expect(await downloadFile(CSV, 'orders.csv', texts)).toEqual({ ok: false, error: 'Forbidden' });
    fakeFetch({ [`GET ${CSV}`]: () => new Response('oops', { status: 500 }) });
    expect(await downloadFile(CSV, 'orders.csv', texts)).toEqual({ ok: false, error: 'Failed to export orders' });
    fakeFetch({ [`GET ${CSV}`]: () => 'network' });
    expect(await downloadFile(CSV, 'orders.csv', texts)).toEqual({ ok: false, error: 'Network error' });
    expect(await downloadFile(CSV, 'orders.csv', { failure: 'Failed to download PDF' })).toEqual({
      ok: false,
      error: 'Failed to download PDF',
    });
    expect(saved).toEqual([]);
  });
});

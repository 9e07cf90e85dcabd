import { describe, expect, it } from 'vitest';
import { ArtworksResponseError } from '../gallery/fetch-artworks.ts';
import { HOME_RETRY_DELAYS_MS, loadWithRetry } from './retry-load.ts';

/** A load that fails with the given errors in turn, then answers. */
function flaky(errors: Error[]) {
  let calls = 0;
  return {
    load: async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'loaded';
    },
    calls: () => calls,
  };
}

describe('loadWithRetry', () => {
  const waited: number[] = [];
  const pause = async (ms: number) => {
    waited.push(ms);
  };

  it('retries a network failure after 1, 2 and 4 seconds, then gives up with the last error', async () => {
    waited.length = 0;
    const down = flaky([1, 2, 3, 4, 5].map(() => new TypeError('Failed to fetch')));
    await expect(loadWithRetry(down.load, new AbortController().signal, { pause })).rejects.toThrow('Failed to fetch');
    expect(waited).toEqual([1000, 2000, 4000]);
    expect(HOME_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
    expect(down.calls()).toBe(4);
  });

  it('answers as soon as a retry succeeds', async () => {
    waited.length = 0;
    const twice = flaky([new TypeError('NetworkError when attempting to fetch resource.'), new TypeError('x')]);
    await expect(loadWithRetry(twice.load, new AbortController().signal, { pause })).resolves.toBe('loaded');
    expect(waited).toEqual([1000, 2000]);
  });

  it('never retries an answer of the server: its status is the message', async () => {
    waited.length = 0;
    const refused = flaky([new ArtworksResponseError('Failed to fetch featured artworks: 503 Service Unavailable')]);
    await expect(loadWithRetry(refused.load, new AbortController().signal, { pause })).rejects.toThrow(
      'Failed to fetch featured artworks: 503 Service Unavailable',
    );
    expect(waited).toEqual([]);
  });

  it('waits for real between tries and stops when the section goes away', async () => {
    const abort = new AbortController();
    const down = flaky([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    const tried = loadWithRetry(down.load, abort.signal, { delays: [5_000, 5_000] });
    await new Promise((r) => setTimeout(r, 20));
    abort.abort(new Error('left the page'));
    await expect(tried).rejects.toThrow('left the page');
    expect(down.calls()).toBe(1);
  });
});

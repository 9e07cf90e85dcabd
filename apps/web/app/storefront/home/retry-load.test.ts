import { describe, expect, it } from 'vitest';
import { ArtworksResponseError, NON_JSON_MESSAGE } from '../gallery/fetch-artworks.ts';
import { ErrorStatusAnswer, HOME_RETRY_DELAYS_MS, loadWithRetry } from './retry-load.ts';
import { firstTry } from './section-start.ts';

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

  it("retries an error status like a network failure, and ends with that answer's own text", async () => {
    waited.length = 0;
    const unavailable = () => new ErrorStatusAnswer('Failed to fetch featured artworks: 503 Service Unavailable', 503);
    const down = flaky([1, 2, 3, 4].map(unavailable));
    await expect(loadWithRetry(down.load, new AbortController().signal, { pause })).rejects.toThrow(
      'Failed to fetch featured artworks: 503 Service Unavailable',
    );
    expect(waited).toEqual([1000, 2000, 4000]);
    expect(down.calls()).toBe(4);
  });

  it('never retries an answer that is not JSON', async () => {
    waited.length = 0;
    const html = flaky([new ArtworksResponseError(NON_JSON_MESSAGE)]);
    await expect(loadWithRetry(html.load, new AbortController().signal, { pause })).rejects.toThrow(NON_JSON_MESSAGE);
    expect(waited).toEqual([]);
  });

  it('after a first try that failed elsewhere, waits 1 s before trying, three tries in all', async () => {
    waited.length = 0;
    const down = flaky([1, 2, 3].map(() => new TypeError('Failed to fetch')));
    await expect(
      loadWithRetry(down.load, new AbortController().signal, { pause, afterFailedTry: true }),
    ).rejects.toThrow('Failed to fetch');
    expect(waited).toEqual([1000, 2000, 4000]);
    expect(down.calls()).toBe(3);
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

describe('firstTry', () => {
  const signal = new AbortController().signal;
  const failing = (error: Error) => async () => {
    throw error;
  };

  it('hands over the data, a failure to retry, or a final error', async () => {
    await expect(firstTry(async () => ['a'], signal, String)).resolves.toEqual({ status: 'loaded', data: ['a'] });
    await expect(
      firstTry(failing(new ErrorStatusAnswer('Failed to load artists', 502)), signal, String),
    ).resolves.toEqual({
      status: 'retry',
    });
    await expect(firstTry(failing(new TypeError('Failed to fetch')), signal, String)).resolves.toEqual({
      status: 'retry',
    });
    await expect(
      firstTry(failing(new ArtworksResponseError(NON_JSON_MESSAGE)), signal, (e) => (e as Error).message),
    ).resolves.toEqual({ status: 'failed', error: NON_JSON_MESSAGE });
  });
});

import { describe, expect, it } from 'vitest';
import { ArtworksResponseError, httpErrorMessage, NON_JSON_MESSAGE, responseProblem } from './fetch-artworks.ts';
import { GALLERY_MAX_RETRIES, galleryRetryDelay, isNetworkError } from './retry.ts';

describe('galleryRetryDelay', () => {
  it('retries a network failure after 5 seconds, up to the limit', () => {
    const offline = new TypeError('Failed to fetch');
    expect(galleryRetryDelay(offline, 1)).toBe(5000);
    expect(galleryRetryDelay(offline, GALLERY_MAX_RETRIES)).toBe(5000);
    expect(galleryRetryDelay(offline, GALLERY_MAX_RETRIES + 1)).toBeNull();
    expect(galleryRetryDelay(new Error('NetworkError when attempting to fetch resource.'), 1)).toBe(5000);
  });

  it('never retries an answer from the server, though its message says "Failed to fetch"', () => {
    const answered = new ArtworksResponseError(httpErrorMessage(500, 'Internal Server Error'));
    expect(isNetworkError(answered)).toBe(false);
    expect(galleryRetryDelay(answered, 1)).toBeNull();
  });

  it('does not retry a request the page cancelled', () => {
    expect(galleryRetryDelay(new DOMException('The operation was aborted.', 'AbortError'), 1)).toBeNull();
  });
});

describe('responseProblem', () => {
  const ok = { ok: true, status: 200, statusText: 'OK', contentType: 'application/json; charset=utf-8' };

  it('accepts a JSON answer', () => {
    expect(responseProblem(ok)).toBeNull();
  });

  it('names the status of a failed answer', () => {
    expect(responseProblem({ ...ok, ok: false, status: 503, statusText: 'Service Unavailable' })).toBe(
      'Failed to fetch featured artworks: 503 Service Unavailable',
    );
  });

  it('says the backend may be down when the answer is not JSON', () => {
    expect(responseProblem({ ...ok, contentType: 'text/html' })).toBe(NON_JSON_MESSAGE);
    expect(NON_JSON_MESSAGE).toBe('API returned non-JSON response. Please check if the backend server is running.');
  });
});

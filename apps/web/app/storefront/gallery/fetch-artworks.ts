import type { Artwork } from '@vernissage/contract';
import { getArtworks } from '../api/client.ts';

/** The gallery's messages for a failed load, the same as the featured collection's. */
export const NON_JSON_MESSAGE = 'API returned non-JSON response. Please check if the backend server is running.';
export const httpErrorMessage = (status: number, statusText: string): string =>
  `Failed to fetch featured artworks: ${status} ${statusText}`.trimEnd();

/** The server answered, but not with artworks: an error status (kept), or a body that is not JSON. */
export class ArtworksResponseError extends Error {
  override name = 'ArtworksResponseError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

type Answer = { ok: boolean; status: number; statusText: string; contentType: string | null };

/** What is wrong with an answer to `GET /api/artworks`, or null when it can be read. */
export function responseProblem({ ok, status, statusText, contentType }: Answer): string | null {
  if (!ok) return httpErrorMessage(status, statusText);
  if (!contentType?.includes('json')) return NON_JSON_MESSAGE;
  return null;
}

export type ArtworkPageResult = { items: Artwork[]; total: number };

/** One page of `GET /api/artworks`; the total comes from `X-Total-Count`. */
export async function fetchArtworkPage(params: URLSearchParams, signal?: AbortSignal): Promise<ArtworkPageResult> {
  const result = await getArtworks(params, signal);
  if (!result.ok) {
    // No answer at all is a fetch failure (retried); an answer that is not artworks is named.
    if (result.network) throw new TypeError('Failed to fetch');
    const ok = result.status >= 200 && result.status < 300;
    const problem = responseProblem({
      ok,
      status: result.status,
      statusText: result.statusText,
      contentType: result.nonJson ? null : 'application/json',
    });
    throw new ArtworksResponseError(problem ?? NON_JSON_MESSAGE, ok ? null : result.status);
  }
  const total = Number(result.headers.get('x-total-count'));
  return { items: result.data, total: Number.isFinite(total) ? total : result.data.length };
}

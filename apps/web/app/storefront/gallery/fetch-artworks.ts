import type { Artwork } from '@vernissage/contract';

/** Spec section 8 (gallery artworks: the same messages as the featured collection). */
export const NON_JSON_MESSAGE = 'API returned non-JSON response. Please check if the backend server is running.';
export const httpErrorMessage = (status: number, statusText: string): string =>
  `Failed to fetch featured artworks: ${status} ${statusText}`.trimEnd();

/** The server answered, but not with artworks. */
export class ArtworksResponseError extends Error {
  override name = 'ArtworksResponseError';
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
  const res = await fetch(`/api/artworks?${params}`, { headers: { accept: 'application/json' }, signal });
  const problem = responseProblem({
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    contentType: res.headers.get('content-type'),
  });
  if (problem) throw new ArtworksResponseError(problem);
  const items = (await res.json()) as Artwork[];
  const total = Number(res.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) ? total : items.length };
}

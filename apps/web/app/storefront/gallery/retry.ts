import { ArtworksResponseError } from './fetch-artworks.ts';

/** The gallery retries a network or fetch failure after 5 seconds. */
const GALLERY_RETRY_DELAY_MS = 5_000;
/** After this many retries the visitor gets the message and a button to try again. */
export const GALLERY_MAX_RETRIES = 3;

/**
 * Whether an error is the network failing (worth retrying) rather than the server answering badly.
 * A server's answer is never retried, even though its message says "Failed to fetch".
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof ArtworksResponseError) return false;
  if (error.name === 'AbortError') return false;
  return error.name === 'TypeError' || /network|fetch/i.test(error.message);
}

/** How long to wait before retry number `attempt` (1-based) of a failed page, or null for no retry. */
export function galleryRetryDelay(error: unknown, attempt: number): number | null {
  if (!isNetworkError(error) || attempt > GALLERY_MAX_RETRIES) return null;
  return GALLERY_RETRY_DELAY_MS;
}

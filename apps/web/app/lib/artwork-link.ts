import type { MouseEvent } from 'react';
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';

/**
 * An artwork opened from a grid shows as a dialog over the page it was opened from, with
 * `?artwork={id}` in the URL: shareable, and Back closes it. Its own page is `/artworks/{id}`.
 */
export const ARTWORK_PARAM = 'artwork';

export type ArtworkModalState = { artworkModal: true; preview?: unknown };

/** The current search with the artwork parameter set (id) or removed (null). */
export function withArtworkParam(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(ARTWORK_PARAM);
  else params.set(ARTWORK_PARAM, id);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Opening or closing the dialog (or switching grid/list) leaves the page's data as it is. */
export function revalidateUnlessModalOrView({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const p = new URLSearchParams(url.search);
    p.delete(ARTWORK_PARAM);
    p.delete('view');
    p.sort();
    return p.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
}

/**
 * Props for a link to an artwork: a real link to its page (new tab, crawlers, no JS), which a
 * plain click turns into the dialog over the current page. `preview` is shown while it loads.
 */
export function useArtworkLink(id: string, preview?: unknown) {
  const location = useLocation();
  const navigate = useNavigate();
  return {
    to: `/artworks/${id}`,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const state: ArtworkModalState = { artworkModal: true, preview };
      navigate(
        { pathname: location.pathname, search: withArtworkParam(location.search, id) },
        { preventScrollReset: true, state },
      );
    },
  };
}

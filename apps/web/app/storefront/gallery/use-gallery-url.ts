import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type GalleryFilters,
  type GalleryView,
  galleryParams,
  parseGalleryParams,
  parseGalleryView,
} from './gallery-filters.ts';

/** The gallery's filters and view, read from the URL and written back to it (Back restores them). */
export function useGalleryUrl() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = useMemo(() => parseGalleryParams(params), [params]);
  const view = parseGalleryView(params);
  const hrefFor = (next: GalleryFilters, nextView: GalleryView = view) => {
    const search = galleryParams(next, nextView).toString();
    return search ? `/gallery?${search}` : '/gallery';
  };
  const setFilters = (next: GalleryFilters) => navigate(hrefFor(next), { preventScrollReset: true });
  const setView = (next: GalleryView) => navigate(hrefFor(filters, next), { preventScrollReset: true, replace: true });
  return { filters, view, setFilters, setView, hrefFor };
}

import { type ArtworkQuery, artworkQuery } from '@vernissage/contract';
import { data } from 'react-router';

/**
 * URL parameters as `GET /api/artworks` would read them: the contract's schema decides before any
 * catalog read, so a page's loader is held to the same bounds as the API (a 400 page otherwise).
 */
export function parseCatalogQuery(params: URLSearchParams): ArtworkQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  const parsed = artworkQuery.safeParse(raw);
  if (!parsed.success) {
    throw data({ message: parsed.error.issues[0]?.message ?? 'Bad request' }, { status: 400 });
  }
  return parsed.data;
}

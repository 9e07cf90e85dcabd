/** Catalog reads may be cached briefly by browsers and shared caches; edits show within a minute. */
export const PUBLIC_CATALOG_CACHE = 'public, max-age=30, stale-while-revalidate=60';

import { isMediumCategory, MEDIUM_LABELS } from '@vernissage/contract';
import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { freeShippingClause, shopNameOf } from '../lib/shop-info.ts';
import { toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { parseCatalogQuery } from '../storefront/catalog/catalog-query.server.ts';
import { httpErrorMessage } from '../storefront/gallery/fetch-artworks.ts';
import { artworkApiParams, parseGalleryParams } from '../storefront/gallery/gallery-filters.ts';
import { GalleryPage } from '../storefront/gallery/gallery-page.tsx';
import { PAGE_SIZE } from '../storefront/gallery/use-artwork-pages.ts';
import { fallbackSrc } from '../ui/srcset.ts';
import type { Route } from './+types/gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const filters = parseGalleryParams(new URL(request.url).searchParams);
  // The same bounds as the browser's later page requests: capped by the URL reading, checked by the contract.
  const query = parseCatalogQuery(artworkApiParams(filters, PAGE_SIZE, 0));
  const { medium, ...withoutMedium } = query;
  const [page, unfilteredTotal, artists, facets] = await Promise.all([
    api.listArtworks(query).then(
      (p) => ({ artworks: p.items.map(toCardArtwork), total: p.total, error: null }),
      (error: unknown) => {
        console.error('Gallery artworks failed to load', error);
        return { artworks: [], total: 0, error: httpErrorMessage(500, 'Internal Server Error') };
      },
    ),
    medium
      ? api.listArtworks({ ...withoutMedium, limit: 1 }).then(
          (p) => p.total,
          () => null,
        )
      : null,
    api.listArtists({}).then(
      (list) => list.map((a) => ({ id: a.id, name: a.name })),
      () => [],
    ),
    api.listArtworkFacets().catch(() => ({ collections: [], tags: [], formats: [] })),
  ]);
  return { ...page, unfilteredTotal, artists, facets, publicUrl, medium: filters.medium };
}

export const shouldRevalidate = revalidateUnlessModalOrView;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const category = loaderData?.medium && isMediumCategory(loaderData.medium) ? loaderData.medium : null;
  const title = category ? `${MEDIUM_LABELS[category]} — All Artworks` : 'All Artworks';
  if (!loaderData) return [{ title: `${title} — ${shopName}` }];
  const first = loaderData.artworks[0]?.pictures[0];
  return pageMeta({
    siteName: shopName,
    title: `${title} — ${shopName}`,
    description: category
      ? `${MEDIUM_LABELS[category]} by the artists of ${shopName}: original works and limited editions${freeShippingClause(matches)}.`
      : `Browse every original artwork and limited-edition print at ${shopName}: paintings, photography, digital art and mixed media${freeShippingClause(matches)}.`,
    publicUrl: loaderData.publicUrl,
    path: category ? `/gallery?filter=${category}` : '/gallery',
    image: first ? fallbackSrc(first) : undefined,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <GalleryPage data={loaderData} />;
}

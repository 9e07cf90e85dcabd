import { isMediumCategory, MEDIUM_LABELS } from '@vernissage/contract';
import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { shopInfo } from '../lib/shop-info.ts';
import { toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { httpErrorMessage } from '../storefront/gallery/fetch-artworks.ts';
import { parseGalleryParams, toArtworkQuery } from '../storefront/gallery/gallery-filters.ts';
import { GalleryPage } from '../storefront/gallery/gallery-page.tsx';
import { PAGE_SIZE } from '../storefront/gallery/use-artwork-pages.ts';
import { fallbackSrc } from '../ui/srcset.ts';
import type { Route } from './+types/gallery';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const filters = parseGalleryParams(new URL(request.url).searchParams);
  const { medium, ...withoutMedium } = toArtworkQuery(filters);
  const [page, unfilteredTotal, artists, facets] = await Promise.all([
    api.listArtworks({ ...withoutMedium, medium, limit: PAGE_SIZE, offset: 0 }).then(
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

export function meta({ loaderData }: Route.MetaArgs) {
  const category = loaderData?.medium && isMediumCategory(loaderData.medium) ? loaderData.medium : null;
  const title = category ? `${MEDIUM_LABELS[category]} — All Artworks` : 'All Artworks';
  if (!loaderData) return [{ title: `${title} — ${shopInfo.shopName}` }];
  const first = loaderData.artworks[0]?.pictures[0];
  return pageMeta({
    title: `${title} — ${shopInfo.shopName}`,
    description: category
      ? `${MEDIUM_LABELS[category]} by the artists of ${shopInfo.shopName}: original works and limited editions, shipped free worldwide.`
      : `Browse every original artwork and limited-edition print at ${shopInfo.shopName}: paintings, photography, digital art and mixed media, shipped free worldwide.`,
    publicUrl: loaderData.publicUrl,
    path: category ? `/gallery?filter=${category}` : '/gallery',
    image: first ? fallbackSrc(first) : undefined,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return <GalleryPage data={loaderData} />;
}

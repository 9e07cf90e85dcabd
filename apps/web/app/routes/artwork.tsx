import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { data, useNavigate } from 'react-router';
import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { shopNameOf } from '../lib/shop-info.ts';
import { ArtworkBreadcrumbs } from '../storefront/artwork-detail/artwork-breadcrumbs.tsx';
import { ArtworkDetail } from '../storefront/artwork-detail/artwork-detail.tsx';
import {
  artworkDescription,
  artworkImages,
  artworkTitle,
  productJsonLd,
} from '../storefront/artwork-detail/artwork-seo.ts';
import { MoreByArtist } from '../storefront/artwork-detail/more-by-artist.tsx';
import { toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { JsonLd } from '../ui/json-ld.tsx';
import type { Route } from './+types/artwork';

const MORE_SHOWN = 4;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const id = params.id.slice(0, 64);
  const [artwork] = (await api.listArtworks({ ids: [id], limit: 1 })).items;
  if (!artwork) throw data(null, { status: 404, statusText: 'Not Found' });
  const [artist, settings, more] = await Promise.all([
    api.getArtist(artwork.artist.id).catch(() => null),
    api.getShopSettings().catch(() => null),
    api.listArtworks({ artistId: artwork.artist.id, limit: MORE_SHOWN + 1 }).then(
      (page) =>
        page.items
          .filter((a) => a.id !== artwork.id)
          .slice(0, MORE_SHOWN)
          .map(toCardArtwork),
      () => [],
    ),
  ]);
  return {
    artwork,
    artist: artist && {
      id: artist.id,
      name: artist.name,
      country: artist.country,
      bio: artist.bio,
      verified: artist.verified,
    },
    returnDays: settings?.returnPolicy.days ?? DEFAULT_SHOP_SETTINGS.returnPolicy.days,
    currency: settings?.currency ?? DEFAULT_SHOP_SETTINGS.currency,
    more,
    publicUrl,
  };
}

export const shouldRevalidate = revalidateUnlessModalOrView;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!loaderData) return [{ title: `Artwork not found — ${shopName}` }];
  const { artwork, publicUrl, currency } = loaderData;
  return [
    ...pageMeta({
      siteName: shopName,
      title: `${artworkTitle(artwork)} — ${shopName}`,
      description: artworkDescription(artwork),
      publicUrl,
      path: `/artworks/${artwork.id}`,
      image: artworkImages(artwork)[0],
    }),
    // A work on request has no price to announce (decision 069).
    ...(artwork.price === null
      ? []
      : [
          { property: 'product:price:amount', content: String(artwork.price) },
          { property: 'product:price:currency', content: currency },
        ]),
  ];
}

export default function ArtworkPage({ loaderData }: Route.ComponentProps) {
  const { artwork, artist, returnDays, more, publicUrl, currency } = loaderData;
  const navigate = useNavigate();
  return (
    <div className="page-frame pt-6 pb-24 sm:pt-8">
      <ArtworkBreadcrumbs artwork={artwork} />
      <div className="mt-6 sm:mt-8">
        <ArtworkDetail
          key={artwork.id}
          artwork={artwork}
          artist={artist}
          returnDays={returnDays}
          variant="page"
          onContinue={() => navigate('/gallery')}
        />
      </div>
      <MoreByArtist artist={artwork.artist} artworks={more} />
      <JsonLd data={productJsonLd(artwork, publicUrl, currency)} />
    </div>
  );
}

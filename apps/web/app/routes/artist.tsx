import { ArrowLeft } from 'lucide-react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { shopNameOf } from '../lib/shop-info.ts';
import { ArtistProfile } from '../storefront/artists/artist-profile.tsx';
import { artistDescription, artistImage, personJsonLd } from '../storefront/artists/artist-seo.ts';
import { ArtistWorks } from '../storefront/artists/artist-works.tsx';
import { toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { ErrorPage } from '../ui/error-page.tsx';
import { JsonLd } from '../ui/json-ld.tsx';
import type { Route } from './+types/artist';

const WORKS_SHOWN = 48;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const id = params.artistId.slice(0, 64);
  const [artist, works] = await Promise.all([
    api.getArtist(id).catch((error: unknown) => {
      console.error('Artist failed to load', error);
      throw data({ message: 'Failed to load artist details' }, { status: 500 });
    }),
    api.listArtworks({ artistId: id, limit: WORKS_SHOWN }).then(
      (page) => ({ artworks: page.items.map(toCardArtwork), total: page.total, error: null }),
      (error: unknown) => {
        console.error('Artist artworks failed to load', error);
        return { artworks: [], total: 0, error: 'Failed to load artist artworks' };
      },
    ),
  ]);
  if (!artist) throw data({ message: 'Artist not found' }, { status: 404 });
  return { artist, works, publicUrl };
}

export const shouldRevalidate = revalidateUnlessModalOrView;

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!loaderData) {
    const missing = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${missing ? 'Artist not found' : 'Failed to load artist details'} — ${shopName}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  const { artist, publicUrl } = loaderData;
  return pageMeta({
    siteName: shopName,
    title: `${artist.name}${artist.country ? `, ${artist.country}` : ''} — Artists — ${shopName}`,
    description: artistDescription(artist),
    publicUrl,
    path: `/artist/${artist.id}`,
    image: artistImage(artist),
  });
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  const { artist, works, publicUrl } = loaderData;
  return (
    <div className="page-frame pt-6 pb-24 sm:pt-8">
      <BackToArtists />
      <div className="mt-6 sm:mt-8">
        <ArtistProfile artist={artist} />
      </div>
      <ArtistWorks artist={artist} {...works} />
      <JsonLd data={personJsonLd(artist, publicUrl)} />
    </div>
  );
}

function BackToArtists() {
  return (
    <Link
      to="/artists"
      className="group inline-flex min-h-11 items-center gap-2 text-[0.875rem] text-muted link-quiet hover:text-ink"
    >
      <ArrowLeft
        aria-hidden
        className="size-4 transition-transform duration-200 group-hover:-translate-x-1"
        strokeWidth={1.5}
      />
      Back to Artists
    </Link>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) return <ErrorPage error={error} />;
  const message = (error.data as { message?: string } | null)?.message ?? 'Failed to load artist details';
  return (
    <section className="page-frame flex min-h-[60svh] flex-col items-start justify-center py-24">
      <p className="label-caps text-muted">{error.status === 404 ? 'Error 404' : 'Something went wrong'}</p>
      <h1 className="mt-4 text-[clamp(2.5rem,8vw,4.5rem)] font-light">{message}</h1>
      <p className="mt-6 max-w-prose text-[1.0625rem] text-muted">
        {error.status === 404
          ? 'This artist’s profile may have moved or is no longer with the gallery.'
          : 'Please try again in a moment.'}
      </p>
      <div className="mt-8">
        <BackToArtists />
      </div>
    </section>
  );
}

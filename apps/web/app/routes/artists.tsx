import { pageMeta } from '../lib/seo.ts';
import { shopNameOf } from '../lib/shop-info.ts';
import { ArtistCard } from '../storefront/artists/artist-card.tsx';
import { artistImage } from '../storefront/artists/artist-seo.ts';
import type { Route } from './+types/artists';

export async function loader({ context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const result = await api.listArtists({}).then(
    (list) => ({
      artists: list.map(({ id, name, country, style, picture, image, verified }) => ({
        id,
        name,
        country,
        style,
        picture,
        image,
        verified,
      })),
      error: null,
    }),
    (error: unknown) => {
      console.error('Artists failed to load', error);
      return { artists: [], error: 'Failed to load artists' };
    },
  );
  return { ...result, publicUrl };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = `Artists — ${shopName}`;
  if (!loaderData) return [{ title }];
  const first = loaderData.artists[0];
  return pageMeta({
    siteName: shopName,
    title,
    description: `Meet the painters, photographers and makers whose original works and limited editions hang at ${shopName}.`,
    publicUrl: loaderData.publicUrl,
    path: '/artists',
    image: first ? artistImage(first) : undefined,
  });
}

export default function Artists({ loaderData }: Route.ComponentProps) {
  const { artists, error } = loaderData;
  return (
    <div className="page-frame pt-10 pb-24 sm:pt-16">
      <header className="mb-12 max-w-[40rem] sm:mb-16">
        <p className="label-caps mb-3 text-muted">The artists</p>
        <h1 className="text-[clamp(2.75rem,7vw,4.5rem)] font-light tracking-[-0.01em]">Artists</h1>
        <p className="mt-4 text-[1rem] leading-relaxed text-muted">
          Painters, photographers and makers from four continents, each chosen by the gallery and shown with their whole
          body of available work.
        </p>
      </header>
      {error ? (
        <p role="alert" className="py-24 text-center text-error">
          {error}
        </p>
      ) : artists.length === 0 ? (
        <p className="py-24 text-center text-muted">Discovering amazing artists... Check back soon!</p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-20 xl:grid-cols-4">
          {artists.map((artist, i) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

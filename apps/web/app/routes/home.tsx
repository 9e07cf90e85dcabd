import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { shopNameOf, shopTagline } from '../lib/shop-info.ts';
import { toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { spotlightFailed, toSpotlight } from '../storefront/home/artist-spotlight-data.ts';
import { Hero } from '../storefront/home/hero.tsx';
import { FeaturedSection, SpotlightSection } from '../storefront/home/home-sections.tsx';
import { FEATURED_SIZE } from '../storefront/home/section-loads.ts';
import { NewsletterSignup } from '../storefront/newsletter/newsletter-signup.tsx';
import { HydrationBoundary } from '../ui/hydration-boundary.tsx';
import { fallbackSrc } from '../ui/srcset.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const { api, publicUrl } = context;
  const [hero, featured, spotlight] = await Promise.all([
    api.getHeroMedia().catch(() => null), // on failure the hero falls back to a featured work, silently
    api.listArtworks({ featured: 'true', limit: FEATURED_SIZE }).then(
      (page) => ({ artworks: page.items.map(toCardArtwork), error: null }),
      (error: unknown) => {
        // The browser loads the section again from the API and shows that answer's real status.
        console.error('Featured artworks failed to load', error);
        return { artworks: [], error: 'Failed to fetch featured artworks: 500 Internal Server Error' };
      },
    ),
    api.listArtists({ featured: 'true' }).then(toSpotlight, (error: unknown) => {
      console.error('Featured artists failed to load', error);
      return spotlightFailed;
    }),
  ]);
  return { hero, featured, spotlight, publicUrl };
}

// Opening an artwork from the featured grid (?artwork=) keeps the page's data.
export const shouldRevalidate = revalidateUnlessModalOrView;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = `${shopName} — ${shopTagline}`;
  if (!loaderData) return [{ title }];
  const heroPicture = loaderData.hero?.picture ?? loaderData.featured.artworks[0]?.pictures[0];
  return pageMeta({
    siteName: shopName,
    title,
    description: `Original paintings, photography, digital and mixed-media works and limited-edition prints from the artists of ${shopName}, shipped free worldwide.`,
    publicUrl: loaderData.publicUrl,
    path: '/',
    image: heroPicture ? fallbackSrc(heroPicture) : undefined,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featured } = loaderData;
  return (
    <>
      <Hero media={hero} fallback={featured.artworks[0] ?? null} />
      <HydrationBoundary>
        <FeaturedSection artworks={featured.artworks} error={featured.error} />
      </HydrationBoundary>
      <HydrationBoundary>
        <SpotlightSection {...loaderData.spotlight} />
      </HydrationBoundary>
      <HydrationBoundary>
        <NewsletterSignup />
      </HydrationBoundary>
    </>
  );
}

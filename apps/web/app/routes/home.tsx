import type { HeroMedia } from '@vernissage/contract';
import { revalidateUnlessModalOrView } from '../lib/artwork-link.ts';
import { pageMeta } from '../lib/seo.ts';
import { freeShippingClause, shopNameOf, shopTagline } from '../lib/shop-info.ts';
import { getHeroMedia } from '../storefront/api/client.ts';
import { type CardArtwork, toCardArtwork } from '../storefront/catalog/card-artwork.ts';
import { type SpotlightArtist, toSpotlight } from '../storefront/home/artist-spotlight-data.ts';
import { DEFAULT_HERO_PICTURE } from '../storefront/home/default-hero.ts';
import { Hero } from '../storefront/home/hero.tsx';
import { FeaturedSection, SpotlightSection } from '../storefront/home/home-sections.tsx';
import {
  FEATURED_SIZE,
  featuredMessage,
  loadFeatured,
  loadSpotlight,
  spotlightMessage,
} from '../storefront/home/section-loads.ts';
import { firstTry, loadedSection, reloadSection, type SectionStart } from '../storefront/home/section-start.ts';
import { NewsletterSignup } from '../storefront/newsletter/newsletter-signup.tsx';
import { HydrationBoundary } from '../ui/hydration-boundary.tsx';
import { fallbackSrc } from '../ui/srcset.ts';
import type { Route } from './+types/home';

type HomeData = {
  hero: HeroMedia | null;
  featured: SectionStart<CardArtwork[]>;
  spotlight: SectionStart<SpotlightArtist[]>;
  publicUrl: string;
};

/** The first page load: everything read in-process, so the sections are in the HTML. */
export async function loader({ context }: Route.LoaderArgs): Promise<HomeData> {
  const { api, publicUrl } = context;
  const [hero, featured, spotlight] = await Promise.all([
    api.getHeroMedia().catch(() => null), // on failure the hero shows the default painting, silently
    api.listArtworks({ featured: 'true', limit: FEATURED_SIZE }).then(
      (page) => loadedSection(page.items.map(toCardArtwork)),
      (error: unknown) => {
        // The browser loads the section from the API and shows that answer's real status.
        console.error('Featured artworks failed to load', error);
        return reloadSection;
      },
    ),
    api.listArtists({ featured: 'true' }).then(
      (artists) => loadedSection(toSpotlight(artists).artists),
      (error: unknown) => {
        console.error('Featured artists failed to load', error);
        return reloadSection;
      },
    ),
  ]);
  return { hero, featured, spotlight, publicUrl };
}

/**
 * A client navigation to Home: the browser reads the public API, as the spec's storefront does. A
 * section whose first try fails shows "Loading..." and is tried again after 1, 2 and 4 s.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<HomeData> {
  const { signal } = request;
  const [hero, featured, spotlight] = await Promise.all([
    getHeroMedia(signal),
    firstTry(loadFeatured, signal, featuredMessage),
    firstTry(loadSpotlight, signal, spotlightMessage),
  ]);
  // The visitor reached the shop at its public address; the server's setting is not at hand here.
  return { hero, featured, spotlight, publicUrl: window.location.origin };
}

// Opening an artwork from the featured grid (?artwork=) keeps the page's data.
export const shouldRevalidate = revalidateUnlessModalOrView;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const title = `${shopName} — ${shopTagline}`;
  if (!loaderData) return [{ title }];
  const heroPicture = loaderData.hero?.picture ?? DEFAULT_HERO_PICTURE;
  return pageMeta({
    siteName: shopName,
    title,
    description: `Original paintings, photography, digital and mixed-media works and limited-edition prints from the artists of ${shopName}${freeShippingClause(matches)}.`,
    publicUrl: loaderData.publicUrl,
    path: '/',
    image: fallbackSrc(heroPicture),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, featured, spotlight } = loaderData;
  return (
    <>
      <Hero media={hero} />
      <HydrationBoundary>
        <FeaturedSection start={featured} />
      </HydrationBoundary>
      <HydrationBoundary>
        <SpotlightSection start={spotlight} />
      </HydrationBoundary>
      <HydrationBoundary>
        <NewsletterSignup />
      </HydrationBoundary>
    </>
  );
}

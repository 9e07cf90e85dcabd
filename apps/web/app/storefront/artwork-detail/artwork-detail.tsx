import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { paragraphs } from '../../lib/plain-text.ts';
import { AboutArtist } from './about-artist.tsx';
import { DetailFacts, TrustBadges } from './detail-facts.tsx';
import type { DetailArtist, DetailArtwork } from './detail-types.ts';
import { PictureCarousel } from './picture-carousel.tsx';
import { ProvenanceList } from './provenance-list.tsx';
import { PurchasePanel } from './purchase-panel.tsx';

type Props = {
  artwork: DetailArtwork;
  artist: DetailArtist;
  returnDays: number;
  /** `page`: the artwork's own page (h1, LCP image); `modal`: over a grid (the dialog names it). */
  variant: 'page' | 'modal';
  onContinue: () => void;
  /** The rest of the artwork is still loading (modal opened from a card). */
  loading?: boolean;
};

/**
 * The one artwork detail, used by the dialog over every grid and by `/artworks/{id}`. Mount it
 * with `key={artwork.id}` so the format, quantity and picture reset for each artwork.
 */
export function ArtworkDetail({ artwork, artist, returnDays, variant, onContinue, loading = false }: Props) {
  // In the dialog its (visually hidden) title is the heading; the visible title repeats it as text.
  const Title = variant === 'page' ? 'h1' : 'p';
  const Section = variant === 'page' ? 'h2' : 'h3';
  const text = paragraphs(artwork.description ?? '');
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
      <PictureCarousel artwork={artwork} priority={variant === 'page'} className="lg:sticky lg:top-0 lg:self-start" />
      <div className="flex min-w-0 flex-col gap-8">
        <header>
          <Link to={`/artist/${artwork.artist.id}`} className="text-[0.9375rem] font-semibold link-quiet">
            {artwork.artist.name}
          </Link>
          <Title className="mt-1 font-display text-[2rem] leading-tight font-light sm:text-[2.5rem]">
            <span className="italic">{artwork.title}</span>
            {artwork.year !== null && <span className="text-ink-soft">, {artwork.year}</span>}
          </Title>
          <p className="mt-2 text-[0.9375rem] text-muted">
            {[artwork.medium, artwork.dimensions].filter(Boolean).join(' · ')}
          </p>
        </header>
        <PurchasePanel artwork={artwork} onContinue={onContinue} />
        <TrustBadges returnDays={returnDays} />
        {text.length > 0 ? (
          <section>
            <Section className="label-caps mb-3 font-sans text-muted">About the work</Section>
            <div className="flex flex-col gap-3 text-[1rem] leading-relaxed text-ink-soft">
              {text.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ) : (
          loading && <p className="h-24 animate-pulse bg-mat" aria-hidden />
        )}
        <section>
          <Section className="label-caps mb-3 font-sans text-muted">Details</Section>
          <DetailFacts artwork={artwork} />
        </section>
        <ProvenanceList entries={artwork.provenance ?? []} headingLevel={Section} />
        <AboutArtist artwork={artwork} artist={artist} headingLevel={Section} />
        {variant === 'modal' && (
          <Link
            to={`/artworks/${artwork.id}`}
            className="inline-flex min-h-11 items-center gap-1.5 self-start text-[0.875rem] text-muted link-quiet hover:text-ink"
          >
            Open the artwork’s page
            <ArrowUpRight aria-hidden className="size-4" strokeWidth={1.5} />
          </Link>
        )}
      </div>
    </div>
  );
}

import type { Artist } from '@vernissage/contract';
import { ArrowRight, BadgeCheck, Star } from 'lucide-react';
import { Link } from 'react-router';
import { paragraphs } from '../../lib/plain-text.ts';
import { ArtistPortrait } from './artist-portrait.tsx';
import { StyleTags } from './style-tags.tsx';

const badge = 'label-caps inline-flex items-center gap-1.5 border px-2.5 py-1.5';
const primary =
  'inline-flex min-h-12 items-center justify-center gap-2 bg-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent';
const secondary =
  'inline-flex min-h-12 items-center justify-center border border-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper';

/** Portrait, badges, name, country, styles, biography, awards and the ways to their works. */
export function ArtistProfile({ artist }: { artist: Artist }) {
  const links = [
    { label: 'Website', href: artist.website },
    { label: 'Instagram', href: artist.instagram },
  ].filter((l) => /^https?:\/\//.test(l.href));
  return (
    <div className="grid gap-10 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-12 lg:gap-20">
      <div className="relative aspect-[4/3] overflow-hidden bg-mat md:sticky md:aspect-[4/5] md:top-[calc(var(--spacing-header)+2rem)] md:self-start">
        <ArtistPortrait
          artist={artist}
          alt={`Portrait of ${artist.name}`}
          sizes="(min-width: 1440px) 540px, (min-width: 768px) 40vw, 92vw"
          priority
        />
      </div>
      <div className="min-w-0">
        {(artist.verified || artist.featured) && (
          <p className="mb-5 flex flex-wrap gap-2">
            {artist.verified && (
              <span className={`${badge} border-accent text-accent`}>
                <BadgeCheck aria-hidden className="size-3.5" strokeWidth={2} />
                Verified Artist
              </span>
            )}
            {artist.featured && (
              <span className={`${badge} border-ink`}>
                <Star aria-hidden className="size-3.5" strokeWidth={2} />
                Featured
              </span>
            )}
          </p>
        )}
        <h1 className="text-[clamp(2.75rem,6vw,4.5rem)] font-light tracking-[-0.01em]">{artist.name}</h1>
        {artist.country && <p className="mt-2 text-[1.0625rem] text-muted">{artist.country}</p>}
        <StyleTags styles={artist.style} className="mt-5" />
        <div className="mt-8 flex max-w-[38rem] flex-col gap-4 text-[1.0625rem] leading-relaxed text-ink-soft">
          {paragraphs(artist.bio).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {artist.awards.length > 0 && (
          <section className="mt-10">
            <h2 className="label-caps mb-3 font-sans text-muted">Awards</h2>
            <ul className="flex flex-col gap-2 text-[0.9375rem]">
              {artist.awards.map((a) => (
                <li key={a} className="border-l-2 border-line pl-4">
                  {a}
                </li>
              ))}
            </ul>
          </section>
        )}
        {links.length > 0 && (
          <p className="mt-8 flex gap-6 text-[0.875rem]">
            {links.map((l) => (
              <a
                key={l.label}
                href={l.href}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex min-h-11 items-center font-medium link-quiet"
              >
                {l.label}
              </a>
            ))}
          </p>
        )}
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to={`/gallery?artist=${encodeURIComponent(artist.id)}`} className={primary}>
            View Only This Artist's Artworks
            <ArrowRight aria-hidden className="size-4" strokeWidth={1.5} />
          </Link>
          <Link to="/gallery" className={secondary}>
            View All Artworks
          </Link>
        </div>
      </div>
    </div>
  );
}

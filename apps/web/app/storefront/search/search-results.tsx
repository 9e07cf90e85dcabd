import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useMoney } from '../../lib/currency.tsx';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';
import type { SearchResults as Results } from './use-search.ts';

type Props = { results: Results; onNavigate: () => void };

const row =
  'flex min-h-16 items-center gap-4 px-2 py-2 transition-colors duration-150 hover:bg-mat focus-visible:bg-mat';

/** Matching artworks and artists; every row is a link, so Tab walks the results. */
export function SearchResults({ results, onNavigate }: Props) {
  const { shownPrice } = useMoney();
  const { term, artworks, artists } = results;
  if (artworks.length === 0 && artists.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="font-display text-[1.375rem]">No results found for "{term}"</p>
        <p className="mt-2 text-[0.9375rem] text-muted">Try adjusting your search terms or browse our collections</p>
        <Link
          to="/gallery"
          onClick={onNavigate}
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium link-quiet"
        >
          Browse all artworks
          <ArrowRight aria-hidden className="size-4" strokeWidth={1.5} />
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      {artworks.length > 0 && (
        <section aria-labelledby="search-artworks">
          <h3 id="search-artworks" className="label-caps mb-2 px-2 font-sans text-muted">
            Artworks
          </h3>
          <ul>
            {artworks.map((a) => (
              <li key={a.id}>
                <Link to={`/artworks/${a.id}`} onClick={onNavigate} className={row}>
                  <span className="grid size-14 shrink-0 place-items-center bg-mat p-1.5">
                    {a.pictures[0] && (
                      <ResponsivePicture
                        picture={a.pictures[0]}
                        alt=""
                        sizes="56px"
                        className="max-h-11 w-auto max-w-11 object-contain"
                      />
                    )}
                  </span>
                  <span className="min-w-0 flex-1 leading-snug">
                    <span className="block truncate font-display text-[1.0625rem] italic">{a.title}</span>
                    <span className="block truncate text-[0.8125rem] text-muted">
                      {a.artist.name}
                      {a.year !== null && `, ${a.year}`}
                    </span>
                  </span>
                  <span
                    className={`shrink-0 text-[0.875rem] tabular-nums ${a.availability === 'sold' ? 'text-muted' : ''}`}
                  >
                    {a.availability === 'sold' ? 'Sold' : shownPrice(a.price)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={`/gallery?search=${encodeURIComponent(term)}`}
            onClick={onNavigate}
            className="mt-2 inline-flex min-h-11 items-center gap-2 px-2 text-[0.875rem] font-medium link-quiet"
          >
            See all matching artworks
            <ArrowRight aria-hidden className="size-4" strokeWidth={1.5} />
          </Link>
        </section>
      )}
      {artists.length > 0 && (
        <section aria-labelledby="search-artists">
          <h3 id="search-artists" className="label-caps mb-2 px-2 font-sans text-muted">
            Artists
          </h3>
          <ul>
            {artists.map((a) => (
              <li key={a.id}>
                <Link to={`/artist/${a.id}`} onClick={onNavigate} className={row}>
                  <span className="relative size-14 shrink-0 overflow-hidden rounded-full bg-mat">
                    {a.picture && (
                      <ResponsivePicture
                        picture={a.picture}
                        alt=""
                        sizes="56px"
                        fit="cover"
                        className="absolute inset-0 size-full object-cover"
                      />
                    )}
                  </span>
                  <span className="min-w-0 flex-1 leading-snug">
                    <span className="block truncate font-display text-[1.0625rem]">{a.name}</span>
                    <span className="block truncate text-[0.8125rem] text-muted">
                      {[a.country, ...a.style.slice(0, 2)].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { MattedPicture } from '../../ui/matted-picture.tsx';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';
import { stepIndex } from './detail-rules.ts';
import type { DetailArtwork } from './detail-types.ts';

type Props = { artwork: DetailArtwork; priority?: boolean; className?: string };

const arrow = 'grid size-11 place-items-center rounded-full text-ink transition-colors duration-200 hover:bg-mat';

/** The work on its mat; thumbnails and previous/next below it (nothing is laid over the art). */
export function PictureCarousel({ artwork, priority = false, className = '' }: Props) {
  const [index, setIndex] = useState(0);
  // Only a picture the visitor chose fades in: the first one is the page's largest paint, and an
  // animation from transparent would hold that paint back (decision 018).
  const [picked, setPicked] = useState(false);
  const show = (i: number) => {
    setIndex(i);
    setPicked(true);
  };
  const pictures = artwork.pictures;
  const count = pictures.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const alt = `${artwork.title} by ${artwork.artist.name}`;
  return (
    <section aria-roledescription="carousel" aria-label={`Pictures of ${artwork.title}`} className={className}>
      <div className="relative aspect-[4/5] w-full sm:aspect-[5/4] lg:aspect-auto lg:h-[min(68svh,46rem)]">
        <MattedPicture
          key={current}
          picture={pictures[current] ?? null}
          src={artwork.images[0]}
          alt={count > 1 ? `${alt}, picture ${current + 1} of ${count}` : alt}
          sizes="(min-width: 1152px) 620px, (min-width: 1024px) 55vw, 92vw"
          priority={priority && current === 0}
          inset="7%"
          workClassName={picked ? 'shadow-hung animate-[fade-in_250ms_ease-out]' : 'shadow-hung'}
        />
      </div>
      {count > 1 && (
        <div className="mt-3 flex items-center justify-between gap-4">
          <ul aria-label="Thumbnails" className="flex flex-wrap gap-2">
            {pictures.map((picture, i) => (
              <li key={picture.base}>
                <button
                  type="button"
                  aria-label={`Show picture ${i + 1} of ${count}`}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => show(i)}
                  className={`grid size-16 place-items-center bg-mat p-1.5 transition-[box-shadow] duration-200 ${i === current ? 'shadow-[inset_0_0_0_1.5px_var(--color-ink)]' : 'hover:shadow-[inset_0_0_0_1px_var(--color-subtle)]'}`}
                >
                  <ResponsivePicture
                    picture={picture}
                    alt=""
                    sizes="64px"
                    className="max-h-[3.25rem] w-auto max-w-[3.25rem] object-contain"
                  />
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center">
            <button
              type="button"
              aria-label="Previous picture"
              onClick={() => show(stepIndex(current, -1, count))}
              className={arrow}
            >
              <ChevronLeft aria-hidden className="size-5" strokeWidth={1.5} />
            </button>
            <p aria-live="polite" className="min-w-12 text-center text-[0.8125rem] text-muted tabular-nums">
              <span className="sr-only">Picture </span>
              {current + 1} <span aria-hidden>/</span>
              <span className="sr-only">of</span> {count}
            </p>
            <button
              type="button"
              aria-label="Next picture"
              onClick={() => show(stepIndex(current, 1, count))}
              className={arrow}
            >
              <ChevronRight aria-hidden className="size-5" strokeWidth={1.5} />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

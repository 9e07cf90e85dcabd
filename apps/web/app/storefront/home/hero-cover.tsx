import type { HeroMedia } from '@vernissage/contract';
import { type RefObject, useEffect, useRef } from 'react';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';
import { HeroText } from './hero-text.tsx';
import { HeroVideo } from './hero-video.tsx';

type Props = { media: HeroMedia; onFailed: () => void };

/** The gallery's own hero photograph or film, full bleed, the headline on a soft scrim. */
export function HeroCover({ media, onFailed }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  useFailedImage(frame, onFailed);
  return (
    <section
      data-on-dark
      aria-label="Introduction"
      className="relative isolate flex h-[calc(100svh-var(--spacing-header))] min-h-[32rem] items-end overflow-hidden bg-ink-soft text-white"
    >
      <div ref={frame} className="absolute inset-0">
        {media.resource_type === 'video' ? (
          <HeroVideo media={media} onFailed={onFailed} />
        ) : media.picture ? (
          <ResponsivePicture
            picture={media.picture}
            alt=""
            sizes="100vw"
            priority
            fit="cover"
            className="size-full object-cover"
          />
        ) : (
          <img src={media.url} alt="" fetchPriority="high" className="size-full object-cover" />
        )}
        {/* Scrim: keeps white type legible on any image without hiding it. */}
        <div className="absolute inset-0 bg-linear-to-t from-black/70 via-black/30 via-50% to-black/0" />
        <div className="absolute inset-0 bg-linear-to-r from-black/45 via-black/15 via-55% to-black/0" />
      </div>
      <div className="page-frame relative pb-14 sm:pb-20">
        <HeroText tone="dark" />
      </div>
    </section>
  );
}

/** Calls onFailed if the hero image failed to load, also when that happened before hydration. */
function useFailedImage(frame: RefObject<HTMLDivElement | null>, onFailed: () => void) {
  useEffect(() => {
    const img = frame.current?.querySelector('img');
    if (!img) return;
    if (img.complete && img.naturalWidth === 0) {
      onFailed();
      return;
    }
    img.addEventListener('error', onFailed);
    return () => img.removeEventListener('error', onFailed);
  }, [frame, onFailed]);
}

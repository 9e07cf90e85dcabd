import type { HeroMedia } from '@vernissage/contract';
import { uploadedOn } from './use-hero-media.ts';

/** What the home page shows now: the image whole on its mat, or the video with its controls. */
export function CurrentHero({ media }: { media: HeroMedia }) {
  return (
    <figure>
      <div className="grid aspect-[16/9] place-items-center overflow-hidden bg-mat">
        {media.resource_type === 'video' ? (
          <video src={media.url} controls muted loop playsInline className="max-h-full max-w-full" />
        ) : (
          <img src={media.url} alt="Current hero" className="max-h-full max-w-full object-contain" />
        )}
      </div>
      <figcaption className="mt-2 text-[0.8125rem] text-muted">
        {media.resource_type === 'video' ? 'Video' : 'Image'} uploaded{' '}
        <time dateTime={media.created_at}>{uploadedOn(media.created_at)}</time>
      </figcaption>
    </figure>
  );
}

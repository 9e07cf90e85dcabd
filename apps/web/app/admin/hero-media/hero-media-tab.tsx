import { ErrorState, LoadingState } from '../ui/states.tsx';
import { CurrentHero } from './current-hero.tsx';
import { HeroUpload } from './hero-upload.tsx';
import { useHeroMedia } from './use-hero-media.ts';

/** The image or video at the top of the home page: what it is now, and a new one. */
export function HeroMediaTab() {
  const hero = useHeroMedia();
  return (
    <div className="grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <section aria-labelledby="hero-current" className="min-w-0">
        <h2 id="hero-current" className="mb-3 text-[1.25rem]">
          Current hero media
        </h2>
        {hero.isPending ? (
          <LoadingState />
        ) : hero.isError ? (
          <ErrorState message={hero.error.message} onRetry={() => void hero.refetch()} />
        ) : hero.data ? (
          <CurrentHero media={hero.data} />
        ) : (
          <div className="grid aspect-[16/9] place-items-center border border-dashed border-line bg-white/50 p-6 text-center">
            <p className="max-w-sm text-[0.9375rem] text-muted">
              No hero media yet. Until you upload one, the home page shows the first featured artwork beside its
              headline.
            </p>
          </div>
        )}
      </section>
      <section aria-labelledby="hero-new" className="min-w-0">
        <h2 id="hero-new" className="mb-3 text-[1.25rem]">
          Replace it
        </h2>
        <p className="mb-4 text-[0.875rem] text-muted">
          The new media appears on the home page as soon as it is uploaded. A wide image or a short, quiet video works
          best.
        </p>
        <HeroUpload />
      </section>
    </div>
  );
}

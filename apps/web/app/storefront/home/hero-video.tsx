import type { HeroMedia } from '@vernissage/contract';
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { fallbackSrc } from '../../ui/srcset.ts';

type Props = { media: HeroMedia; onFailed: () => void };

/** A muted, looping hero film with a pause control; it stays still for reduced motion. */
export function HeroVideo({ media, onFailed }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) el.pause();
    setPlaying(!el.paused);
    if (el.error) onFailed();
  }, [onFailed]);

  function toggle() {
    const el = video.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  }

  return (
    <>
      <video
        ref={video}
        src={media.url}
        poster={media.picture ? fallbackSrc(media.picture) : undefined}
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        aria-hidden
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={onFailed}
        className="size-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause video' : 'Play video'}
        className="absolute top-4 right-[var(--spacing-gutter)] z-10 sm:top-auto sm:bottom-6 grid size-11 place-items-center rounded-full border border-white/60 text-white backdrop-blur-sm transition-colors duration-200 hover:bg-white hover:text-ink"
      >
        {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
      </button>
    </>
  );
}

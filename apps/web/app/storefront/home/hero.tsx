import type { HeroMedia } from '@vernissage/contract';
import { useCallback, useState } from 'react';
import { HeroArtwork, type HeroArtworkData } from './hero-artwork.tsx';
import { HeroCover } from './hero-cover.tsx';

type Props = { media: HeroMedia | null; fallback: HeroArtworkData | null };

/** The home hero: the gallery's hero media, or a featured work when there is none or it fails. */
export function Hero({ media, fallback }: Props) {
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  if (media && !failed) return <HeroCover media={media} onFailed={onFailed} />;
  return <HeroArtwork artwork={fallback} />;
}

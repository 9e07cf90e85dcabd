import type { HeroMedia } from '@vernissage/contract';
import { useCallback, useState } from 'react';
import { DEFAULT_HERO } from './default-hero.ts';
import { HeroCover } from './hero-cover.tsx';

/**
 * The home hero, full screen: the gallery's own hero media, or the default painting shipped with
 * the app until one is uploaded and whenever it fails to load (the spec's default stock image).
 */
export function Hero({ media }: { media: HeroMedia | null }) {
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const shown = media && !failed ? media : DEFAULT_HERO;
  return <HeroCover key={shown.url} media={shown} onFailed={onFailed} />;
}

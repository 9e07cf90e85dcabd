import { DEMO_ARTISTS } from './demo-artists.ts';
import type { DemoArtwork } from './demo-types.ts';
import { DIGITAL_WORKS } from './works-digital.ts';
import { MIXED_MEDIA } from './works-mixed.ts';
import { PAINTINGS } from './works-paintings.ts';
import { PHOTOGRAPHS } from './works-photography.ts';

export { DEMO_ARTISTS };
/** The whole demo catalog, interleaved by medium so any prefix of it is a varied gallery. */
export const DEMO_ARTWORKS: DemoArtwork[] = interleave([PAINTINGS, PHOTOGRAPHS, DIGITAL_WORKS, MIXED_MEDIA]);

/** The hand-picked collections of a work (new arrivals and limited editions come from the works themselves). */
export function collectionsOf(work: DemoArtwork): string[] {
  return [...new Set(work.collections ?? [])];
}

/** Works made in 2025 or later count as just added, so the demo's New Arrivals are its newest works. */
export const isRecentDemoWork = (work: DemoArtwork): boolean => work.year >= 2025;

function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

import type { ArtSpec, ArtView } from './artwork-art.ts';
import { slugOf } from './demo-artists.ts';
import { DEMO_ARTISTS, DEMO_ARTWORKS } from './demo-data.ts';
import { artistImageKey, workImageKey } from './demo-rows.ts';
import { type DemoArtwork, sizeOf } from './demo-types.ts';
import { seedOf } from './prng.ts';

/** One image to render and store: `key` says where it belongs, `name` is its "uploaded" file name. */
export type ImageJob = { key: string; name: string; spec: ArtSpec };

/**
 * Every image of the demo catalog. A work's first image is the whole work; the second is how a
 * gallery would show more of the same piece (a close-up of an original, a framed view of a print);
 * the third is a companion work of the same series.
 */
export function demoImageJobs(maxSize = 1600): ImageJob[] {
  const portraits = DEMO_ARTISTS.map(
    (a, i): ImageJob => ({
      key: artistImageKey(a.key),
      name: `${slugOf(a.name)}.jpg`,
      spec: { style: 'emblem', palette: a.palette, seed: seedOf(1000, i), aspect: 1, maxSize: Math.min(maxSize, 960) },
    }),
  );
  const works = DEMO_ARTWORKS.flatMap((work, index) => {
    const [w, h] = sizeOf(work.size);
    return Array.from(
      { length: work.images },
      (_, n): ImageJob => ({
        key: workImageKey(index, n),
        name: `${slugOf(work.title)}-${n + 1}.jpg`,
        spec: {
          style: work.style,
          palette: work.palette,
          seed: seedOf(index, n === 2 ? 2 : 0),
          aspect: w / h,
          maxSize,
          view: viewOf(work, n),
        },
      }),
    );
  });
  return [...portraits, ...works];
}

function viewOf(work: DemoArtwork, n: number): ArtView {
  if (n !== 1) return 'work';
  return work.offer.kind === 'original' ? 'detail' : 'framed';
}

import type { Artist } from '@vernissage/contract';
import { ResponsivePicture } from '../../ui/responsive-picture.tsx';

type Props = { artist: Pick<Artist, 'name' | 'picture' | 'image'>; sizes: string; priority?: boolean; alt?: string };

/** An artist's portrait filling its (portrait-shaped) frame; initials when there is none. */
export function ArtistPortrait({ artist, sizes, priority = false, alt = artist.name }: Props) {
  if (artist.picture) {
    return (
      <ResponsivePicture
        picture={artist.picture}
        alt={alt}
        sizes={sizes}
        priority={priority}
        fit="cover"
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  if (artist.image) {
    return (
      <img
        src={artist.image}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  const initials = artist.name
    .split(/\s+/)
    .map((w) => w[0])
    .slice(0, 2)
    .join('');
  return (
    <span
      role="img"
      aria-label={alt}
      className="absolute inset-0 grid place-items-center bg-mat font-display text-[3rem] text-subtle"
    >
      {initials}
    </span>
  );
}

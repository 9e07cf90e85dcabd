import type { Artist } from '@vernissage/contract';
import { plainText, truncate } from '../../lib/plain-text.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { fallbackSrc } from '../../ui/srcset.ts';

type SeoArtist = Pick<
  Artist,
  'id' | 'name' | 'country' | 'bio' | 'style' | 'image' | 'picture' | 'website' | 'instagram' | 'awards'
>;

export function artistImage(a: Pick<Artist, 'picture' | 'image'>): string | undefined {
  return a.picture ? fallbackSrc(a.picture) : (a.image ?? undefined);
}

export function artistDescription(a: SeoArtist): string {
  const lead = [a.country && `Artist from ${a.country}`, a.style.length ? a.style.join(', ') : '']
    .filter(Boolean)
    .join(' · ');
  return truncate([lead && `${a.name}: ${lead}.`, plainText(a.bio)].filter(Boolean).join(' ') || a.name, 160);
}

/** schema.org Person for an artist's page. */
export function personJsonLd(a: SeoArtist, publicUrl: string) {
  const image = artistImage(a);
  const sameAs = [a.website, a.instagram].filter((u) => /^https?:\/\//.test(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: a.name,
    url: absoluteUrl(publicUrl, `/artist/${a.id}`),
    jobTitle: 'Artist',
    ...(a.bio ? { description: plainText(a.bio) } : {}),
    ...(image ? { image: absoluteUrl(publicUrl, image) } : {}),
    ...(a.country ? { nationality: { '@type': 'Country', name: a.country } } : {}),
    ...(a.awards.length ? { award: a.awards } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

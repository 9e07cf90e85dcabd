import type { Artwork, Picture } from '@vernissage/contract';
import { plainText, truncate } from '../../lib/plain-text.ts';
import { absoluteUrl } from '../../lib/seo.ts';
import { pictureUrl } from '../../ui/srcset.ts';

/** The largest JPEG rendition of a picture (what social networks show), or its original URL. */
export function largestJpeg(picture: Pick<Picture, 'base' | 'widths' | 'url'>): string {
  const widest = Math.max(0, ...picture.widths);
  return widest > 0 ? pictureUrl(picture, widest, 'jpg') : picture.url;
}

type SeoArtwork = Pick<
  Artwork,
  'id' | 'title' | 'description' | 'artist' | 'year' | 'medium' | 'dimensions' | 'price' | 'availability' | 'formats'
> & { pictures: Pick<Picture, 'base' | 'widths' | 'url'>[]; images: string[] };

export function artworkImages(a: Pick<SeoArtwork, 'pictures' | 'images'>): string[] {
  return a.pictures.length ? a.pictures.map(largestJpeg) : a.images;
}

/** "Title, 2024 by Artist": the page title and the modal's document title. */
export function artworkTitle(a: Pick<SeoArtwork, 'title' | 'year' | 'artist'>): string {
  return `${a.title}${a.year !== null ? `, ${a.year}` : ''} by ${a.artist.name}`;
}

export function artworkDescription(a: SeoArtwork): string {
  const label = [a.medium, a.dimensions].filter(Boolean).join(', ');
  const lead = `${a.title} by ${a.artist.name}${label ? `. ${label}` : ''}.`;
  return truncate(`${lead} ${plainText(a.description)}`.trim(), 160);
}

/**
 * schema.org Product with one offer in the shop's currency; a work on request is a Product without an offer
 * (an Offer without a price is an error to search engines; decision 069).
 */
export function productJsonLd(a: SeoArtwork, publicUrl: string, currency: string) {
  const url = absoluteUrl(publicUrl, `/artworks/${a.id}`);
  const inStock = a.availability === 'available' && a.formats.some((f) => f.available);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: a.title,
    description: plainText(a.description) || artworkDescription(a),
    image: artworkImages(a).map((src) => absoluteUrl(publicUrl, src)),
    sku: a.id,
    url,
    brand: { '@type': 'Brand', name: a.artist.name },
    ...(a.medium ? { material: a.medium } : {}),
    ...(a.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price: a.price,
            priceCurrency: currency,
            availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          },
        }),
  };
}

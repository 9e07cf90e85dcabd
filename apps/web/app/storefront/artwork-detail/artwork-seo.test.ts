import type { Artwork } from '@vernissage/contract';
import { describe, expect, it } from 'vitest';
import { artworkDescription, largestJpeg, productJsonLd } from './artwork-seo.ts';

const artwork: Artwork = {
  _id: 'w1',
  id: 'w1',
  title: 'Red Earth Hymn',
  description: 'Two bands of cadmium red.',
  artist: { _id: 'a1', id: 'a1', name: 'Wanjiru Kamau', country: 'Kenya' },
  price: 18500,
  originalPrice: null,
  images: ['/media/m1/original.jpg'],
  pictures: [
    {
      url: '/media/m1/original.jpg',
      base: '/media/m1/',
      width: 1600,
      height: 1280,
      widths: [320, 1600, 640],
      placeholder: '',
    },
  ],
  formats: [{ id: 'f1', name: 'Original', price: 18500, available: true }],
  medium: 'Oil on linen',
  dimensions: '48 × 60 in',
  year: 2024,
  featured: true,
  limited: false,
  limitedCount: null,
  availability: 'available',
  tags: [],
  collections: [],
  provenance: [],
  acceptsOffers: false,
  priceOnRequest: false,
};

describe('artwork SEO', () => {
  it('shares the largest JPEG rendition', () => {
    expect(largestJpeg(artwork.pictures[0] as Artwork['pictures'][number])).toBe('/media/m1/1600.jpg');
    expect(largestJpeg({ url: '/x.png', base: '/m/', widths: [] })).toBe('/x.png');
  });

  it('describes the work as a wall label would', () => {
    expect(artworkDescription(artwork)).toBe(
      'Red Earth Hymn by Wanjiru Kamau. Oil on linen, 48 × 60 in. Two bands of cadmium red.',
    );
  });

  it('offers the work in US dollars, in stock or sold out', () => {
    const ld = productJsonLd(artwork, 'https://shop.example', 'USD');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Red Earth Hymn',
      image: ['https://shop.example/media/m1/1600.jpg'],
      offers: { price: 18500, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(
      productJsonLd({ ...artwork, availability: 'sold' }, 'https://shop.example', 'USD').offers?.availability,
    ).toBe('https://schema.org/SoldOut');
    expect(productJsonLd(artwork, 'https://shop.example', 'EUR').offers?.priceCurrency).toBe('EUR');
  });

  it('describes a work on request as a product without an offer: no price anywhere', () => {
    const onRequest = { ...artwork, price: null, formats: artwork.formats.map((f) => ({ ...f, price: null })) };
    const ld = productJsonLd(onRequest, 'https://shop.example', 'USD');
    expect(ld).toMatchObject({ '@type': 'Product', name: 'Red Earth Hymn' });
    expect(ld).not.toHaveProperty('offers');
    expect(JSON.stringify(ld)).not.toMatch(/price/i);
  });
});

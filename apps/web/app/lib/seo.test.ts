import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageMeta } from './seo.ts';

describe('absoluteUrl', () => {
  it('puts a path on the public origin, with or without a trailing slash', () => {
    expect(absoluteUrl('https://shop.example', '/gallery')).toBe('https://shop.example/gallery');
    expect(absoluteUrl('https://shop.example/', '/')).toBe('https://shop.example/');
  });

  it('keeps URLs that are already absolute', () => {
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});

describe('pageMeta', () => {
  it('links the canonical URL and shares the image with absolute URLs', () => {
    const meta = pageMeta({
      title: 'T',
      description: 'D',
      publicUrl: 'https://shop.example',
      path: '/',
      image: '/media/a/w1280.jpg',
      siteName: 'Galerie Nord',
    });
    expect(meta).toContainEqual({ property: 'og:site_name', content: 'Galerie Nord' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://shop.example/media/a/w1280.jpg' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });
});

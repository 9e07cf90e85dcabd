import { describe, expect, it } from 'vitest';
import { buildSrcSet, fallbackSrc, pictureUrl } from './srcset.ts';

const picture = { url: '/media/a/original.jpg', base: '/media/a/w', widths: [1280, 320, 640] };

describe('buildSrcSet', () => {
  it('lists every width of one file type, smallest first', () => {
    expect(buildSrcSet(picture, 'avif')).toBe(
      '/media/a/w320.avif 320w, /media/a/w640.avif 640w, /media/a/w1280.avif 1280w',
    );
    expect(buildSrcSet(picture, 'jpg')).toBe(
      '/media/a/w320.jpg 320w, /media/a/w640.jpg 640w, /media/a/w1280.jpg 1280w',
    );
  });

  it('ignores duplicate and empty widths', () => {
    expect(buildSrcSet({ base: '/p-', widths: [640, 640, 0] }, 'webp')).toBe('/p-640.webp 640w');
  });

  it('is empty when the picture has no renditions', () => {
    expect(buildSrcSet({ base: '/p-', widths: [] }, 'webp')).toBe('');
  });
});

describe('fallbackSrc', () => {
  it('picks the smallest JPEG at least as wide as the target', () => {
    expect(fallbackSrc(picture, 600)).toBe('/media/a/w640.jpg');
  });

  it('falls back to the largest JPEG, then to the original', () => {
    expect(fallbackSrc(picture, 4000)).toBe('/media/a/w1280.jpg');
    expect(fallbackSrc({ ...picture, widths: [] })).toBe('/media/a/original.jpg');
  });
});

describe('pictureUrl', () => {
  it('joins base, width and extension', () => {
    expect(pictureUrl(picture, 320, 'webp')).toBe('/media/a/w320.webp');
  });
});

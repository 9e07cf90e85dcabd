import type { HeroMedia, Picture } from '@vernissage/contract';

/**
 * The hero shown until the gallery uploads its own, and when that fails to load (the spec's
 * "default stock image"): an abstract painting shipped with the app in public/hero, made by
 * apps/server/src/tools/default-hero.ts at these widths, in AVIF, WebP and JPEG (decision 055).
 */
export const DEFAULT_HERO_PICTURE: Picture = {
  url: '/hero/default-1920.jpg',
  base: '/hero/default-',
  width: 1920,
  height: 1280,
  widths: [640, 1280, 1920],
  placeholder:
    'data:image/webp;base64,UklGRnAAAABXRUJQVlA4IGQAAADwAwCdASoYABAAPtFYpEwoJSOiMAgBABoJQBahC5hgUb3KLxRZ1nQcAP7DSvE9dLkvmqmWjJrcdix3y8Z3ZhQndVt64V0KR+MFZ/yM3iv3GXztUh+qw/Hyp6IqmQNQj0o9BAAA',
};

export const DEFAULT_HERO: HeroMedia = {
  url: DEFAULT_HERO_PICTURE.url,
  resource_type: 'image',
  created_at: '2026-11-28T00:00:00.000Z',
  picture: DEFAULT_HERO_PICTURE,
};

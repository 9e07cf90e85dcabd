import { describe, expect, it } from 'vitest';
import { normaliseLinkUrl } from './link-url.ts';

describe('a newsletter link address', () => {
  it('keeps web and mail addresses', () => {
    expect(normaliseLinkUrl('https://gallery.test/shows')).toBe('https://gallery.test/shows');
    expect(normaliseLinkUrl(' http://gallery.test ')).toBe('http://gallery.test/');
    expect(normaliseLinkUrl('mailto:hello@gallery.test')).toBe('mailto:hello@gallery.test');
  });

  it('reads a bare domain as https', () => {
    expect(normaliseLinkUrl('gallery.test/spring')).toBe('https://gallery.test/spring');
  });

  it('refuses other schemes and text that is not an address', () => {
    expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkUrl('data:text/html,hi')).toBeNull();
    expect(normaliseLinkUrl('ftp://gallery.test')).toBeNull();
    expect(normaliseLinkUrl('mailto:nobody')).toBeNull();
    expect(normaliseLinkUrl('not a link')).toBeNull();
    expect(normaliseLinkUrl('word')).toBeNull();
    expect(normaliseLinkUrl('')).toBeNull();
  });
});

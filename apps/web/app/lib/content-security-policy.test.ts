import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows images and video from this shop only, by default', () => {
    const policy = contentSecurityPolicy('n0nce');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(policy, 'script-src')).toContain("'nonce-n0nce'");
  });

  it('adds the public bucket or CDN origin to images and video when media is served from there', () => {
    const policy = contentSecurityPolicy('n0nce', { mediaOrigin: 'https://cdn.example.com' });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://cdn.example.com");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });
});

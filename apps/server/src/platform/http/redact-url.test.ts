import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redacting a URL for the logs', () => {
  it('replaces the secret path segments of every link that carries one', () => {
    expect(redactUrl('/admin/invite/abc_DEF-123')).toBe('/admin/invite/[redacted]');
    expect(redactUrl('/api/admin-invitations/abc/accept')).toBe('/api/admin-invitations/[redacted]/accept');
    expect(redactUrl('/orders/confirm/o1.sig')).toBe('/orders/confirm/[redacted]');
    expect(redactUrl('/api/newsletter/o/d1/sig.gif')).toBe('/api/newsletter/o/d1/[redacted]');
    expect(redactUrl('/api/newsletter/c/d1/sig?u=https%3A%2F%2Fshop.test%2F')).toBe(
      '/api/newsletter/c/d1/[redacted]?u=https%3A%2F%2Fshop.test%2F',
    );
    expect(redactUrl('//Admin//Invite/abc')).toBe('//Admin//Invite/[redacted]');
  });

  it('replaces secret query values, however the name is written, and keeps the others', () => {
    expect(redactUrl('/api/newsletter/unsubscribe?token=abc')).toBe('/api/newsletter/unsubscribe?token=[redacted]');
    expect(redactUrl('/api/newsletter/confirm?x=1&TOKEN=abc&y=2')).toBe(
      '/api/newsletter/confirm?x=1&TOKEN=[redacted]&y=2',
    );
    expect(redactUrl('/x?%74oken=abc&code=123456')).toBe('/x?%74oken=[redacted]&code=[redacted]');
  });

  it('leaves a URL without secrets as it is', () => {
    expect(redactUrl('/api/artworks?skip=24&limit=24')).toBe('/api/artworks?skip=24&limit=24');
    expect(redactUrl('/gallery')).toBe('/gallery');
    expect(redactUrl('/orders/confirm')).toBe('/orders/confirm');
  });
});

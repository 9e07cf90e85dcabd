import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('cannot be closed early by text inside the data', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });

  it('escapes the line separators JavaScript once rejected', () => {
    expect(serializeJsonLd('a\u2028b')).toBe('"a\\u2028b"');
  });
});

import { describe, expect, it } from 'vitest';
import { describeBrowser } from './describe-browser.ts';

describe('describeBrowser', () => {
  it('names the browser, its major version and the system', () => {
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(describeBrowser(chrome)).toBe('Chrome 131 on macOS');
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(describeBrowser(safari)).toBe('Safari 17 on iOS');
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox 133 on Linux',
    );
  });

  it('keeps unfamiliar agents readable', () => {
    expect(describeBrowser('')).toBe('Unknown browser');
    expect(describeBrowser('curl/7.88.1')).toBe('curl 7.88.1');
    expect(describeBrowser('SomeBot')).toBe('SomeBot');
  });
});

import { describe, expect, it } from 'vitest';
import { fillLinks, linkTemplate, plainTextToHtml, sanitizeNewsletterHtml } from './sanitize.ts';
import { trackingKey, trackingLinks, verifyClick, verifyOpen } from './tracking.ts';

describe('newsletter HTML', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="steal()" onmouseover="x">Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-hidden javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: image', '<img src="data:image/png;base64,AAAA">', ''],
    ['a relative image', '<img src="x" onerror="steal()">', ''],
    ['a form', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
    ['an iframe', '<iframe src="https://evil.example">text</iframe>', ''],
    ['a style block', '<style>body{display:none}</style><p style="color:red">Hi</p>', '<p>Hi</p>'],
  ])('drops %s', (_label, html, expected) => {
    expect(sanitizeNewsletterHtml(html)).toBe(expected);
  });

  it("keeps the editor's headings, emphasis, lists, links and web images", () => {
    const html =
      '<h1>T</h1><h2>S</h2><p><strong>b</strong> <em>i</em> <u>u</u> <a href="https://a.example/?x=1&amp;y=2">l</a></p>' +
      '<ol><li>1</li></ol><ul><li>2</li></ul><img src="https://cdn.example/p.jpg" alt="p" />';
    expect(sanitizeNewsletterHtml(html)).toBe(html);
  });

  it('turns a plain message into escaped paragraphs', () => {
    expect(plainTextToHtml('Hello <b>\nthere\n\nBye & see you')).toBe(
      '<p>Hello &lt;b&gt;<br>there</p>\n<p>Bye &amp; see you</p>',
    );
  });

  it('leaves a very long link untracked', () => {
    const long = `https://a.example/${'x'.repeat(2000)}`;
    expect(linkTemplate(`<a href="${long}">l</a>`)).toEqual({ parts: [`<a href="${long}">l</a>`], urls: [] });
  });

  it('links to non-ASCII addresses in their percent-encoded form', () => {
    expect(linkTemplate('<a href="https://a.example/café?q=é">c</a>').urls).toEqual([
      'https://a.example/caf%C3%A9?q=%C3%A9',
    ]);
  });

  it('cuts the HTML at its web links and fills in each link, escaped', () => {
    const template = linkTemplate(
      '<p><a href="https://a.example/?x=1&amp;y=2">A</a> <a href="mailto:x@example.com">M</a> <a href="https://b.example">B</a></p>',
    );
    expect(template.urls).toEqual(['https://a.example/?x=1&y=2', 'https://b.example/']);
    expect(fillLinks(template, (url) => `https://t.example/c?u=${encodeURIComponent(url)}&n="1"`)).toBe(
      '<p><a href="https://t.example/c?u=https%3A%2F%2Fa.example%2F%3Fx%3D1%26y%3D2&amp;n=&quot;1&quot;">A</a> ' +
        '<a href="mailto:x@example.com">M</a> <a href="https://t.example/c?u=https%3A%2F%2Fb.example%2F&amp;n=&quot;1&quot;">B</a></p>',
    );
  });
});

describe('tracking signatures', () => {
  const key = trackingKey('server-secret-0123456789abcdefghijklmnop');
  const links = trackingLinks(key, 'https://shop.example/');
  const parts = (url: string) => /\/(?:o|c)\/([^/]+)\/([^.?]+)/.exec(url)?.slice(1) ?? [];

  it('accepts a link signed for this delivery and URL only', () => {
    const [delivery = '', signature = ''] = parts(links.click('d1', 'https://a.example/'));
    expect(verifyClick(key, delivery, 'https://a.example/', signature)).toBe(true);
    expect(verifyClick(key, 'd2', 'https://a.example/', signature)).toBe(false);
    expect(verifyClick(key, delivery, 'https://b.example/', signature)).toBe(false);
    expect(
      verifyClick(trackingKey('another-secret-0123456789abcdefghijk'), delivery, 'https://a.example/', signature),
    ).toBe(false);
    const [openDelivery = '', openSignature = ''] = parts(links.open('d1'));
    expect(verifyOpen(key, openDelivery, openSignature)).toBe(true);
    expect(verifyOpen(key, openDelivery, signature)).toBe(false);
  });

  it('never follows a link that is not http(s), even when signed', () => {
    const [delivery = '', signature = ''] = parts(links.click('d1', 'javascript:alert(1)'));
    expect(verifyClick(key, delivery, 'javascript:alert(1)', signature)).toBe(false);
  });
});

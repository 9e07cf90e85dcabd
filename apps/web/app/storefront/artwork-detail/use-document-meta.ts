import { useEffect } from 'react';

type Meta = { title: string; description: string; image?: string | undefined; url: string };

const selectors: Record<string, keyof Meta> = {
  'meta[property="og:title"]': 'title',
  'meta[name="twitter:title"]': 'title',
  'meta[name="description"]': 'description',
  'meta[property="og:description"]': 'description',
  'meta[name="twitter:description"]': 'description',
  'meta[property="og:image"]': 'image',
  'meta[name="twitter:image"]': 'image',
  'meta[property="og:url"]': 'url',
};

/**
 * While a dialog shows an artwork, the tab title and sharing tags describe that artwork (a
 * shared link then names it); the page's own come back when it closes.
 */
export function useDocumentMeta(meta: Meta | null) {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!key) return;
    const m = JSON.parse(key) as Meta;
    const previousTitle = document.title;
    const restore: [Element, string | null][] = [];
    document.title = m.title;
    for (const [selector, field] of Object.entries(selectors)) {
      const value = m[field];
      for (const el of document.head.querySelectorAll(selector)) {
        if (!value) continue;
        restore.push([el, el.getAttribute('content')]);
        el.setAttribute('content', value);
      }
    }
    return () => {
      document.title = previousTitle;
      for (const [el, content] of restore) if (content !== null) el.setAttribute('content', content);
    };
  }, [key]);
}

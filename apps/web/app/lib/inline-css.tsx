import { createContext, useContext } from 'react';

/** Server only: reads a built stylesheet by its URL (null when it cannot). */
export type ReadCss = (href: string) => string | null;

const InlineCssContext = createContext<ReadCss | null>(null);
export const InlineCssProvider = InlineCssContext.Provider;

const kept = new Map<string, string | null>();

/** In the browser: the text the server inlined, kept so a remounted document head still has it. */
function cssSentByServer(href: string): string | null {
  if (!kept.has(href)) {
    kept.set(href, document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? null);
  }
  return kept.get(href) ?? null;
}

/**
 * The site's stylesheet. In production its text is inlined by the server render, which saves a
 * render-blocking request on every first visit; the browser reuses the text the server sent,
 * when it hydrates and if the document head is ever rendered again. In development it is a
 * normal link so Vite can hot-reload it.
 */
export function AppStylesheet({ href }: { href: string }) {
  const readCss = useContext(InlineCssContext);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  const inlined = typeof document === 'undefined' ? (readCss?.(href) ?? null) : cssSentByServer(href);
  if (inlined === null) return <link rel="stylesheet" href={href} />;
  return (
    <style data-href={href} suppressHydrationWarning>
      {inlined}
    </style>
  );
}

/** The type the app's module script is sent with: the browser keeps it as text and does not run it. */
export const DEFERRED_SCRIPT_TYPE = 'text/x-vernissage-deferred';

/**
 * Runs in the page, from an inline script the server writes before React Router's scripts. Once
 * the page has loaded (its pictures and fonts are in and painted) it turns the module script the
 * server sent as inert text back into a real one, with its modulepreload links, so React starts
 * after the content is on screen (decision 018). A tap or key press before then starts it at once.
 */
function startWhenLoaded(type: string) {
  let started = false;
  const start = () => {
    const held = document.querySelector<HTMLScriptElement>(`script[type="${type}"]`);
    if (started || !held) return;
    started = true;
    for (const href of (held.dataset.modulepreload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = held.nonce;
    script.textContent = held.textContent;
    document.head.append(script);
  };
  // After the next frame, so the load's last paint is done; hidden tabs get no frames.
  const afterPaint = () =>
    document.visibilityState === 'hidden' ? start() : requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  for (const event of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(event, start, { once: true, capture: true, passive: true });
  }
}

export const deferredStartScript = `(${startWhenLoaded.toString()})(${JSON.stringify(DEFERRED_SCRIPT_TYPE)})`;

/** The inline script that starts the app; the same element on the server and in the browser. */
export function DeferredStart({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce || undefined}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant code, no visitor input
      dangerouslySetInnerHTML={{ __html: deferredStartScript }}
    />
  );
}

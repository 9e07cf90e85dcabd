import { useEffect } from 'react';

/** The type the app's module script is sent with: the browser keeps it as text and does not run it. */
export const DEFERRED_SCRIPT_TYPE = 'text/x-vernissage-deferred';

declare global {
  interface Window {
    /** Set by the starter: stops holding clicks and hands over the one held, if any. */
    vernissageTakeHeldClick?: () => HTMLElement | null;
  }
}

/**
 * Runs in the page, from an inline script the server writes before React Router's scripts. Once
 * the page has loaded (its pictures and fonts are in and painted) it turns the module script the
 * server sent as inert text back into a real one, with its modulepreload links, so React starts
 * after the content is on screen (decision 018). A tap, a key or a focused field before then
 * starts it at once, and a click on a button is held until the app can answer it.
 */
function startWhenLoaded(type: string) {
  let started = false;
  let heldClick: HTMLElement | null = null;
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
  for (const event of ['pointerdown', 'keydown', 'touchstart', 'focusin']) {
    addEventListener(event, start, { once: true, capture: true, passive: true });
  }
  // Links and fields work without the app; a button does nothing until it runs, so its click waits.
  const holdClick = (event: MouseEvent) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    start();
  };
  addEventListener('click', holdClick, true);
  window.vernissageTakeHeldClick = () => {
    removeEventListener('click', holdClick, true);
    const click = heldClick;
    heldClick = null;
    return click;
  };
}

const deferredStartScript = `(${startWhenLoaded.toString()})(${JSON.stringify(DEFERRED_SCRIPT_TYPE)})`;

/**
 * Called once by the root component when the app has hydrated: marks the document (`data-app` on
 * <html>, for tests and styles) and replays a click the starter held.
 */
export function useAppStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    const held = window.vernissageTakeHeldClick?.();
    if (held?.isConnected) held.click();
  }, []);
}

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

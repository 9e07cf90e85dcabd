import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { contentSecurityPolicy } from './lib/content-security-policy.ts';
import { deferModuleScriptsStream } from './lib/deferred-scripts.server.ts';
import { readBuiltCss } from './lib/inline-css.server.ts';
import { InlineCssProvider } from './lib/inline-css.tsx';
import { NonceProvider } from './lib/nonce.tsx';

export const streamTimeout = 5_000;

/** Logs server errors, but not visitors leaving early or asking for pages that do not exist. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  if (error instanceof Error && error.message.startsWith('No route matches URL')) return;
  console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(nonce, { dev: import.meta.env.DEV, mediaOrigin: loadContext.mediaOrigin }),
  );

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={readBuiltCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        // Nothing on our pages suspends on the server, so every boundary is complete in the shell. Left at
        // React's default (12.8 KB), a large boundary such as <main> is sent hidden and revealed by a script
        // a frame later: the page paints later, and hydration can race the reveal and show content twice.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The app's JavaScript waits until the page has loaded (decision 018).
          const body = deferModuleScriptsStream();
          body.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

import { Transform } from 'node:stream';
import { DEFERRED_SCRIPT_TYPE } from './deferred-start.tsx';

// React Router's <Scripts> as React 19 writes it: modulepreload links (hoisted into the head) and
// one inline module script that imports the route modules and starts the client entry.
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">/;
const moduleScriptEnd = ' type="module" async="">';

/**
 * Holds the app's JavaScript back until the page has loaded (decision 018): the modulepreload links
 * are dropped and the module script is sent as inert text with their URLs in `data-modulepreload`;
 * `deferredStartScript` (written by root.tsx) turns both into real ones once the page's pictures and fonts are in.
 * Returns the HTML unchanged when it has no such module script (then the page loads as React
 * Router writes it).
 */
export function deferModuleScripts(html: string): string {
  if (!moduleScript.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(modulePreload, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(
    moduleScript,
    (_, nonce: string) =>
      `<script nonce="${nonce}" type="${DEFERRED_SCRIPT_TYPE}" data-modulepreload="${preloads.join(' ')}">`,
  );
}

/**
 * A stream that rewrites the document with `deferModuleScripts`. React writes the shell in small
 * chunks, so the start of the document is held until the module script's opening tag has gone by
 * (the end of the shell: nothing on our pages suspends); what follows passes through untouched.
 * The held bytes are read as latin1, one character per byte, so a chunk that ends inside a UTF-8
 * character is carried over intact (everything rewritten is ASCII).
 */
export function deferModuleScriptsStream(): Transform {
  let held = '';
  let searchFrom = 0;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      held += chunk.toString('latin1');
      // Only the new bytes (and a tag's length before them) are searched: this runs on every page.
      if (held.indexOf(moduleScriptEnd, searchFrom) < 0) {
        searchFrom = Math.max(0, held.length - moduleScriptEnd.length);
        return callback();
      }
      passing = true;
      const rewritten = Buffer.from(deferModuleScripts(held), 'latin1');
      held = '';
      callback(null, rewritten);
    },
    flush(callback) {
      callback(null, held ? Buffer.from(held, 'latin1') : null);
    },
  });
}

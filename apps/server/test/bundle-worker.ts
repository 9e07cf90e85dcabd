import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { externals } from '../esbuild-externals.mjs';

/**
 * A worker thread's entry bundled as the server's build bundles it (the same externals plugin),
 * into a folder inside the repository's node_modules so the bundle finds the server's npm
 * packages. `remove` deletes it.
 */
export async function bundleWorker(entry: string, name: string): Promise<{ file: string; remove(): void }> {
  const cache = join(import.meta.dirname, '../../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `vernissage-${name}-`));
  const file = join(dir, `${name}.js`);
  await build({
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    plugins: [externals],
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

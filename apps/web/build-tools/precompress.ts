import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Writes .br and .gz siblings of the client assets so the server can send them as they are. */
export function precompress(): Plugin {
  return {
    name: 'vernissage:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          if (source.byteLength < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where processed media lives. Keys look like `<content-hash>/<width>.avif`; a key's bytes never
 * change, which is what makes year-long immutable caching of `publicUrl(key)` safe.
 *
 * An S3-compatible implementation (when `S3_BUCKET` is set) fills the same three methods:
 * `put` is a PutObject with `ContentType` and `CacheControl: public, max-age=31536000, immutable`
 * (a single PUT is atomic: readers see the old object or the whole new one); `exists` is a
 * HeadObject (404 -> false); `publicUrl` joins the CDN or bucket base URL (`S3_PUBLIC_URL`) and the
 * key, so `/media/*` is then not served by this process at all.
 */
/** The public URL of a stored media file, by its storage key. */
export type MediaUrl = (key: string) => string;

export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
}

// Keys come from our own code (hash + fixed names); refuse anything that could escape the root.
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\/?$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}

/** Files under `rootDir` (normally `DATA_DIR/media`), served by `registerMediaRoutes` at `/media/`. */
export function createLocalStorage(rootDir: string): MediaStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    assertSafeKey(key);
    const path = join(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe media key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside the target, then rename: a crash never leaves a half-written file under the
      // real name (rename is atomic on one filesystem). The dot name keeps it from being served.
      const temp = join(dirname(path), `.tmp-${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(temp, body);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async exists(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `/media/${key}`;
    },
  };
}

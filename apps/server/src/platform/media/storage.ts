import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where processed media lives. Keys look like `<content-hash>/<width>.avif`; a key's bytes never
 * change, which is what makes year-long immutable caching of `publicUrl(key)` safe. Two
 * implementations: local disk (`createLocalStorage`, the default) and an S3-compatible bucket
 * (`s3-storage.ts`, when `S3_BUCKET` is set); storage.test.ts runs one suite against both.
 */
/** The public URL of a stored media file, by its storage key. */
export type MediaUrl = (key: string) => string;

/**
 * A stored file's bytes as a stream, for serving, backups and copying between storages. `size` is
 * the whole file's; with a range, `range` says which bytes `body` holds.
 */
type StoredMedia = {
  body: Readable;
  contentType: string;
  size: number;
  etag?: string;
  range?: { start: number; end: number };
};
/** Part of a file, for a `Range` request (video). `end` is inclusive, as in HTTP. */
export type ByteRange = { start: number; end?: number };

export interface MediaStorage {
  /** The folder of a storage on this machine's disk (served by @fastify/static); undefined for a bucket. */
  readonly localRoot: string | undefined;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  publicUrl(key: string): string;
  /** The file's bytes (or the range of them), or undefined when there is no such key. */
  read(key: string, range?: ByteRange): Promise<StoredMedia | undefined>;
  /** Every stored key (order not specified). */
  keys(): AsyncIterable<string>;
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
    async read(key, range) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        const contentType = contentTypeOf(key);
        if (!range) return { body: createReadStream(path), contentType, size };
        const end = Math.min(range.end ?? size - 1, size - 1);
        return {
          body: createReadStream(path, { start: range.start, end }),
          contentType,
          size,
          range: { start: range.start, end },
        };
      } catch {
        return undefined;
      }
    },
    async *keys() {
      for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
        // Temp files of a write in progress start with a dot and are no media.
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        yield relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
      }
    },
    localRoot: root,
  };
}

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** A media file's type by its key's extension (the pipeline writes only these). */
function contentTypeOf(key: string): string {
  return TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

import { execFile } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import { create } from 'tar';
import type { MediaStorage } from '../media/storage.ts';
import { PRIVATE_FILE_MODE } from '../private-files.ts';

const run = promisify(execFile);

export class BackupError extends Error {}

/**
 * How pg_dump and pg_restore reach the database: the URL without its password on the command line
 * (which every local user can read in the process list), the password in their environment.
 */
export function pgToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: `--dbname=${url.toString()}`, env };
}

/** What `manifest.json` at the top of every backup says. */
export type BackupManifest = {
  format: 'vernissage-backup';
  version: 1;
  createdAt: string;
  /** `database/vernissage.db` (SQLite online backup) or `database/dump.pgc` (pg_dump, custom format). */
  database: 'sqlite' | 'postgres';
  /** `media/<key>` files from local disk, or `media-keys.txt`: the bucket's keys, one a line. */
  media: 'files' | 'bucket-keys';
  mediaCount: number;
};

export type BackupSource = {
  databaseUrl: string | undefined;
  sqliteFile: string;
  storage: MediaStorage;
};

/**
 * Writes one gzipped tar file holding the database and the media (decision 040). On SQLite the
 * database is copied with SQLite's online backup (a consistent snapshot while the shop runs); on
 * PostgreSQL with `pg_dump`. Local media files go in whole; a bucket is listed by key (the bucket
 * keeps its objects; restore checks that each is still there).
 */
export async function writeBackup(source: BackupSource, outFile: string, now = new Date()): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'vernissage-backup-'));
  try {
    await mkdir(join(staging, 'database'));
    if (source.databaseUrl) {
      const { dbname, env } = pgToolConnection(source.databaseUrl);
      await run(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(staging, 'database', 'dump.pgc')}`, dbname],
        { env },
      );
    } else {
      if (!existsSync(source.sqliteFile))
        throw new BackupError(`no database at ${source.sqliteFile}: is DATA_DIR right?`);
      const db = new Sqlite(source.sqliteFile, { readonly: true, fileMustExist: true });
      try {
        await db.backup(join(staging, 'database', 'vernissage.db'));
      } finally {
        db.close();
      }
    }

    const root = source.storage.localRoot;
    let mediaCount = 0;
    const entries = ['manifest.json', 'database'];
    if (root) {
      mediaCount = await countKeys(source.storage);
      // The media folder goes in through a link, so big media is not copied to the staging folder first.
      symlinkSync(root, join(staging, 'media'));
      entries.push('media');
    } else {
      const keys: string[] = [];
      for await (const key of source.storage.keys()) keys.push(key);
      mediaCount = keys.length;
      writeFileSync(join(staging, 'media-keys.txt'), keys.map((k) => `${k}\n`).join(''));
      entries.push('media-keys.txt');
    }
    const manifest: BackupManifest = {
      format: 'vernissage-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: source.databaseUrl ? 'postgres' : 'sqlite',
      media: root ? 'files' : 'bucket-keys',
      mediaCount,
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The backup holds every order and address: for the shop's user only, whatever the umask.
    closeSync(openSync(outFile, 'w', PRIVATE_FILE_MODE));
    chmodSync(outFile, PRIVATE_FILE_MODE);
    await create(
      {
        gzip: true,
        file: outFile,
        mode: PRIVATE_FILE_MODE,
        cwd: staging,
        follow: true,
        portable: true,
        // Temp files of a media write in progress are no media.
        filter: (path) => !basename(path).startsWith('.'),
      },
      entries,
    );
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export async function countKeys(storage: MediaStorage): Promise<number> {
  let count = 0;
  for await (const key of storage.keys()) if (key) count++;
  return count;
}

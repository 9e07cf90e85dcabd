import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { extract } from 'tar';
import { copyMedia } from '../media/copy-media.ts';
import { createLocalStorage, type MediaStorage } from '../media/storage.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';
import { type BackupManifest, countKeys, pgToolConnection } from './backup.ts';

const run = promisify(execFile);

export class RestoreError extends Error {}

export type RestoreTarget = {
  databaseUrl: string | undefined;
  dataDir: string;
  sqliteFile: string;
  storage: MediaStorage;
};

export type RestoreReport = { manifest: BackupManifest; mediaRestored: number; mediaMissing: string[] };

/**
 * Brings a backup back into an empty DATA_DIR (SQLite) or an empty PostgreSQL database, and its
 * media into the configured storage. Refuses anything that would overwrite a shop.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreReport> {
  if (!existsSync(file)) throw new RestoreError(`no such file: ${file}`);
  // Unpacked beside the data, so the database and media move into place by rename.
  if (!existsSync(target.dataDir)) ensurePrivateDir(target.dataDir);
  const staging = mkdtempSync(join(target.dataDir, '.restore-'));
  try {
    await extract({ file, cwd: staging });
    const manifest = readManifest(staging);
    if (manifest.database === 'postgres' && !target.databaseUrl) {
      throw new RestoreError('this backup holds a PostgreSQL database: set DATABASE_URL to an empty database');
    }
    if (manifest.database === 'sqlite' && target.databaseUrl) {
      throw new RestoreError('this backup holds a SQLite database: unset DATABASE_URL and set DATA_DIR');
    }
    if (manifest.media === 'files' && target.storage.localRoot && existsSync(target.storage.localRoot)) {
      if (readdirSync(target.storage.localRoot).length > 0) {
        throw new RestoreError(`the media folder is not empty: ${target.storage.localRoot}`);
      }
    }

    if (target.databaseUrl) await restorePostgres(join(staging, 'database', 'dump.pgc'), target.databaseUrl);
    else {
      if (existsSync(target.sqliteFile))
        throw new RestoreError(`DATA_DIR already holds a database: ${target.sqliteFile}`);
      renameSync(join(staging, 'database', 'vernissage.db'), target.sqliteFile);
      chmodSync(target.sqliteFile, PRIVATE_FILE_MODE);
    }

    let mediaRestored = 0;
    const mediaMissing: string[] = [];
    if (manifest.media === 'files') {
      const from = join(staging, 'media');
      if (target.storage.localRoot) {
        rmSync(target.storage.localRoot, { recursive: true, force: true });
        if (existsSync(from)) renameSync(from, target.storage.localRoot);
        mediaRestored = await countKeys(target.storage);
      } else {
        // Backed up from disk, restored onto a bucket: put every file there.
        mediaRestored = (await copyMedia(createLocalStorage(from), target.storage)).copied;
      }
    } else {
      const keys = readFileSync(join(staging, 'media-keys.txt'), 'utf8').split('\n').filter(Boolean);
      for (const key of keys) {
        if (await target.storage.exists(key)) mediaRestored++;
        else mediaMissing.push(key);
      }
    }
    return { manifest, mediaRestored, mediaMissing };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(staging: string): BackupManifest {
  const path = join(staging, 'manifest.json');
  if (!existsSync(path)) throw new RestoreError('not a Vernissage backup (no manifest.json)');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 'vernissage-backup' || manifest.version !== 1) {
    throw new RestoreError('not a Vernissage backup of a known version');
  }
  return manifest as BackupManifest;
}

async function restorePostgres(dump: string, url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    if (Number(rows[0]?.n ?? 0) > 0) throw new RestoreError('the database named by DATABASE_URL is not empty');
  } finally {
    await client.end();
  }
  const { dbname, env } = pgToolConnection(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', dbname, dump], { env });
}

import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, writeBackup } from '../platform/backup/backup.ts';
import { sqliteFileOf, storageOf } from '../platform/media/storage-of.ts';

// `npm run backup [FILE]`: one .tar.gz with the database and the media (decision 040), for cron.
async function main(): Promise<void> {
  const config = loadConfig(process.env, '');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  // npm runs scripts from the repository root; a relative FILE is taken from where npm was called.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `vernissage-backup-${stamp}.tar.gz`);
  const manifest = await writeBackup(
    { databaseUrl: config.databaseUrl, sqliteFile: sqliteFileOf(config), storage: storageOf(config) },
    out,
  );
  const media =
    manifest.media === 'files' ? `${manifest.mediaCount} media file(s)` : `${manifest.mediaCount} bucket key(s)`;
  console.log(`backup: ${out} (${manifest.database} database, ${media})`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof BackupError;
  console.error(`backup: ${known ? err.message : String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});

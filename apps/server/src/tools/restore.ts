import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { RestoreError, restoreBackup } from '../platform/backup/restore.ts';
import { sqliteFileOf, storageOf } from '../platform/media/storage-of.ts';

// `npm run restore FILE`: a backup back into an empty DATA_DIR or an empty PostgreSQL database.
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new RestoreError('name the backup file: npm run restore -- FILE');
  const config = loadConfig(process.env, '');
  const report = await restoreBackup(resolve(process.env.INIT_CWD ?? process.cwd(), file), {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteFile: sqliteFileOf(config),
    storage: storageOf(config),
  });
  console.log(
    `restore: ${report.manifest.database} database from ${report.manifest.createdAt}, ${report.mediaRestored} media file(s)`,
  );
  if (report.mediaMissing.length > 0) {
    console.error(
      `restore: ${report.mediaMissing.length} media key(s) missing from the bucket, e.g. ${report.mediaMissing[0]}`,
    );
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof RestoreError;
  console.error(`restore: ${known ? err.message : String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});

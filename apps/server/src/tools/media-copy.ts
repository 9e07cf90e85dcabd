import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { copyMedia } from '../platform/media/copy-media.ts';
import { createLocalStorage } from '../platform/media/storage.ts';
import { storageOf } from '../platform/media/storage-of.ts';

// `npm run media:copy`: copies DATA_DIR/media into the bucket named by S3_BUCKET (and the usual
// S3 variables), before the nodes are switched to it. The local files are left in place.
async function main(): Promise<void> {
  const config = loadConfig(process.env, '');
  if (!config.s3) throw new ConfigError('S3_BUCKET is not set: name the bucket to copy the media into');
  const from = createLocalStorage(join(config.dataDir, 'media'));
  const report = await copyMedia(from, storageOf(config));
  console.log(`media:copy: ${report.copied} file(s) copied to ${config.s3.bucket}, ${report.present} already there`);
}

main().catch((err: unknown) => {
  console.error(`media:copy: ${err instanceof ConfigError ? err.message : String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});

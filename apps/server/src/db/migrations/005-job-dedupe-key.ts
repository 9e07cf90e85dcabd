import type { Kysely } from 'kysely';

/**
 * Jobs may carry a dedupe key: a second job with the same key is not written while the first row
 * exists (a recurring run scheduled by two processes, one mail per campaign and address). The index
 * is unique on both dialects; rows without a key (NULL) never collide. Done jobs are pruned by a
 * recurring job, which also frees their keys.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('dedupe_key', 'text').execute();
  await db.schema.createIndex('jobs_dedupe_key').unique().on('jobs').column('dedupe_key').execute();
  await db.schema.createIndex('jobs_kind_status').on('jobs').columns(['kind', 'status']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('jobs_kind_status').execute();
  await db.schema.dropIndex('jobs_dedupe_key').execute();
  await db.schema.alterTable('jobs').dropColumn('dedupe_key').execute();
}

import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DbHandle } from './connection.ts';
import * as schema001 from './migrations/001-schema.ts';
import * as adminInvitations002 from './migrations/002-admin-invitations.ts';
import * as catalogOrderIndexes003 from './migrations/003-catalog-order-indexes.ts';
import * as twoFactor004 from './migrations/004-two-factor.ts';
import * as jobDedupeKey005 from './migrations/005-job-dedupe-key.ts';
import * as artworkStock006 from './migrations/006-artwork-stock.ts';
import * as ordersAdmin007 from './migrations/007-orders-admin.ts';
import * as newsletterSending008 from './migrations/008-newsletter-sending.ts';
import * as consentPageIndex009 from './migrations/009-consent-page-index.ts';
import * as testPayments010 from './migrations/010-test-payments.ts';
import * as invoiceHolds011 from './migrations/011-invoice-holds.ts';
import * as trackingDedupe012 from './migrations/012-tracking-dedupe.ts';
import * as adminAccounts013 from './migrations/013-admin-accounts.ts';
import * as shopSettingsInbox014 from './migrations/014-shop-settings-inbox.ts';
import * as categoryLabels015 from './migrations/015-category-labels.ts';
import * as rateLimitHits016 from './migrations/016-rate-limit-hits.ts';
import * as secretsAndConfirmations019 from './migrations/019-secrets-and-confirmations.ts';
import * as lifecycleChecks020 from './migrations/020-lifecycle-checks.ts';
import * as salesIndexes021 from './migrations/021-sales-indexes.ts';
import * as draftBudget022 from './migrations/022-draft-budget.ts';
import * as loginClientKey023 from './migrations/023-login-client-key.ts';
import * as subscriberStatusCheck024 from './migrations/024-subscriber-status-check.ts';
import * as consentPerBrowser025 from './migrations/025-consent-per-browser.ts';
import * as adminStatusRoleCheck026 from './migrations/026-admin-status-role-check.ts';
import * as catalogSortIndexes027 from './migrations/027-catalog-sort-indexes.ts';
import * as moreStatusChecks028 from './migrations/028-more-status-checks.ts';
import * as catalogTextSearch029 from './migrations/029-catalog-text-search.ts';
import * as editionNumbers030 from './migrations/030-edition-numbers.ts';
import * as artworkProvenance031 from './migrations/031-artwork-provenance.ts';
import * as certificates032 from './migrations/032-certificates.ts';
import * as artistShare033 from './migrations/033-artist-share.ts';
import * as offersAndHolds034 from './migrations/034-offers-and-holds.ts';
import * as listedPriceIndexes035 from './migrations/035-listed-price-indexes.ts';
import * as saleCosts036 from './migrations/036-sale-costs.ts';
import * as catalogLabelBits037 from './migrations/037-catalog-label-bits.ts';
import * as catalogTextTable038 from './migrations/038-catalog-text-table.ts';
import * as catalogShortGrams039 from './migrations/039-catalog-short-grams.ts';
import * as catalogSearchPairs040 from './migrations/040-catalog-search-pairs.ts';
import * as catalogCountRanges041 from './migrations/041-catalog-count-ranges.ts';
import type { Database } from './schema.ts';

/** Migrations are imported statically so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '001-schema': schema001,
  '002-admin-invitations': adminInvitations002,
  '003-catalog-order-indexes': catalogOrderIndexes003,
  '004-two-factor': twoFactor004,
  '005-job-dedupe-key': jobDedupeKey005,
  '006-artwork-stock': artworkStock006,
  '007-orders-admin': ordersAdmin007,
  '008-newsletter-sending': newsletterSending008,
  '009-consent-page-index': consentPageIndex009,
  '010-test-payments': testPayments010,
  '011-invoice-holds': invoiceHolds011,
  '012-tracking-dedupe': trackingDedupe012,
  '013-admin-accounts': adminAccounts013,
  '014-shop-settings-inbox': shopSettingsInbox014,
  '015-category-labels': categoryLabels015,
  '016-rate-limit-hits': rateLimitHits016,
  '019-secrets-and-confirmations': secretsAndConfirmations019,
  '020-lifecycle-checks': lifecycleChecks020,
  '021-sales-indexes': salesIndexes021,
  '022-draft-budget': draftBudget022,
  '023-login-client-key': loginClientKey023,
  '024-subscriber-status-check': subscriberStatusCheck024,
  '025-consent-per-browser': consentPerBrowser025,
  '026-admin-status-role-check': adminStatusRoleCheck026,
  '027-catalog-sort-indexes': catalogSortIndexes027,
  '028-more-status-checks': moreStatusChecks028,
  '029-catalog-text-search': catalogTextSearch029,
  '030-edition-numbers': editionNumbers030,
  '031-artwork-provenance': artworkProvenance031,
  '032-certificates': certificates032,
  '033-artist-share': artistShare033,
  '034-offers-and-holds': offersAndHolds034,
  '035-listed-price-indexes': listedPriceIndexes035,
  '036-sale-costs': saleCosts036,
  '037-catalog-label-bits': catalogLabelBits037,
  '038-catalog-text-table': catalogTextTable038,
  '039-catalog-short-grams': catalogShortGrams039,
  '040-catalog-search-pairs': catalogSearchPairs040,
  '041-catalog-count-ranges': catalogCountRanges041,
};
/** Every migration, in order: tests step a database back to an older one with it. */
export const provider: MigrationProvider = { getMigrations: async () => migrations };

// Any constant works; it only has to be the same for every Vernissage process.
const MIGRATION_LOCK = 7_314_209;

async function runMigrations(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${detail}`);
  }
}

export async function migrateToLatest({ db, dialect }: DbHandle): Promise<void> {
  if (dialect === 'sqlite') return runMigrations(db);
  // Several app processes may start together; one migrates while the others wait.
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await runMigrations(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

/** Migrations this build knows that the database has not run yet (none once the start migrated). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

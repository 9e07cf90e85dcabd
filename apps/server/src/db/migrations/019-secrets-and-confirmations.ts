import type { Kysely } from 'kysely';

/**
 * Decision 044. `admin_recovery_codes`: one row per recovery code, its Argon2id hash, spent by a
 * conditional update of `used_at` (the JSON list in `admins.two_factor_recovery` is emptied by the
 * start-up step that rehashes it, which needs no key; the TOTP secrets are encrypted by that step
 * too, since it needs the key outside the database). `newsletter_subscribers.confirm_sent_at`: when
 * an unsubscribed address was last mailed a link to subscribe again (one an hour);
 * `newsletter_confirm_mails`: who asked for each such mail, to cap them per client.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin').on('admin_recovery_codes').column('admin_id').execute();
  await db.schema.alterTable('newsletter_subscribers').addColumn('confirm_sent_at', 'text').execute();
  await db.schema
    .createTable('newsletter_confirm_mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('newsletter_confirm_mails_client')
    .on('newsletter_confirm_mails')
    .columns(['client_ip', 'created_at'])
    .execute();
}

/**
 * Stepping down loses the recovery codes (an older server reads none) and leaves the TOTP secrets
 * encrypted: an older server cannot read them, so its admins with two-factor on are reset by
 * another admin (decision 044).
 */
export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('newsletter_confirm_mails').execute();
  await db.schema.alterTable('newsletter_subscribers').dropColumn('confirm_sent_at').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
}

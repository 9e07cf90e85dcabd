import { type Kysely, sql } from 'kysely';

/**
 * Newsletter sending (decision 024). A delivery names its campaign, so an address gets one delivery
 * per campaign whatever variant it drew (unique campaign and e-mail), and its batch: one outbox job
 * per batch sends that batch's pending deliveries. Template names are unique: saving under a name
 * replaces that template.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('newsletter_deliveries')
    .addColumn('campaign_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('newsletter_deliveries')
    .addColumn('batch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update newsletter_deliveries set campaign_id = (select v.campaign_id from newsletter_variants v where v.id = newsletter_deliveries.variant_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('newsletter_deliveries_campaign_email')
    .unique()
    .on('newsletter_deliveries')
    .columns(['campaign_id', 'email'])
    .execute();
  await db.schema
    .createIndex('newsletter_deliveries_batch')
    .on('newsletter_deliveries')
    .columns(['campaign_id', 'batch', 'status'])
    .execute();
  await db.schema.createIndex('newsletter_deliveries_email').on('newsletter_deliveries').column('email').execute();
  await db.schema.createIndex('newsletter_opens_delivery').on('newsletter_opens').column('delivery_id').execute();
  await db.schema.createIndex('newsletter_clicks_delivery').on('newsletter_clicks').column('delivery_id').execute();
  await db.schema.createIndex('newsletter_variants_campaign').on('newsletter_variants').column('campaign_id').execute();
  await db.schema.createIndex('newsletter_templates_name').unique().on('newsletter_templates').column('name').execute();
}

export async function down(db: Db): Promise<void> {
  for (const index of [
    'newsletter_templates_name',
    'newsletter_variants_campaign',
    'newsletter_clicks_delivery',
    'newsletter_opens_delivery',
    'newsletter_deliveries_email',
    'newsletter_deliveries_batch',
    'newsletter_deliveries_campaign_email',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('newsletter_deliveries').dropColumn('batch').execute();
  await db.schema.alterTable('newsletter_deliveries').dropColumn('campaign_id').execute();
}

import type { Kysely } from 'kysely';

/**
 * The whole schema, designed up front for the storefront and back office so later work adds
 * behaviour, not redesigns. Portable across SQLite and PostgreSQL:
 * ids are text, money is integer cents (bigint), timestamps are ISO-8601 UTC text,
 * booleans are 0/1 integers, small lists are JSON text.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  const s = db.schema;
  // --- people: admins, sessions, sign-ins
  await s
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text')
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tab_order', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notify_new_orders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_payment_alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_system_updates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('admin_sessions_admin').on('admin_sessions').column('admin_id').execute();
  await s
    .createTable('login_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.references('admins.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('login_events_email').on('login_events').columns(['email', 'created_at']).execute();

  // --- media: one row per stored file, keyed by content hash
  await s
    .createTable('media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('widths', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('placeholder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // --- catalog
  await s
    .createTable('artists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_media_id', 'text', (c) => c.references('media.id'))
    .addColumn('style', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('awards', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('artworks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('artist_id', 'text', (c) => c.notNull().references('artists.id').onDelete('restrict'))
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('original_price_cents', 'bigint')
    .addColumn('medium', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('medium_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dimensions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('limited_count', 'integer')
    .addColumn('availability', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('artworks_featured').on('artworks').columns(['featured', 'year', 'title']).execute();
  await s.createIndex('artworks_artist').on('artworks').column('artist_id').execute();
  await s.createIndex('artworks_price').on('artworks').column('price_cents').execute();
  await s.createIndex('artworks_medium').on('artworks').column('medium_category').execute();
  await s
    .createTable('artwork_images')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('artwork_images_pk', ['artwork_id', 'position'])
    .execute();
  await s
    .createTable('format_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('#6B7280'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('format_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('format_categories.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_multiplier', 'real')
    .execute();
  await s
    .createTable('artwork_formats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('available', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('format_type_id', 'text', (c) => c.references('format_types.id').onDelete('set null'))
    .execute();
  await s.createIndex('artwork_formats_artwork').on('artwork_formats').columns(['artwork_id', 'position']).execute();
  await s.createIndex('artwork_formats_key').on('artwork_formats').columns(['name_key', 'artwork_id']).execute();
  // tags and collections: kind is 'tag' or 'collection'
  await s
    .createTable('artwork_labels')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_labels_pk', ['artwork_id', 'kind', 'value'])
    .execute();
  await s.createIndex('artwork_labels_value').on('artwork_labels').columns(['kind', 'value', 'artwork_id']).execute();

  // --- orders, payments, storage, invoices
  await s
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('fulfillment_type', 'text', (c) => c.notNull().defaultTo('shipping'))
    .addColumn('ship_full_name', 'text')
    .addColumn('ship_phone', 'text')
    .addColumn('ship_street', 'text')
    .addColumn('ship_city', 'text')
    .addColumn('ship_state', 'text')
    .addColumn('ship_postal_code', 'text')
    .addColumn('ship_country', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('shipping_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('storage_start_date', 'text')
    .addColumn('storage_monthly_fee_cents', 'bigint')
    .addColumn('draft_id', 'text', (c) => c.unique())
    .addColumn('paid_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('orders_email').on('orders').columns(['email', 'created_at']).execute();
  await s.createIndex('orders_created').on('orders').column('created_at').execute();
  await s
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (c) => c.references('artworks.id').onDelete('set null'))
    .addColumn('format_id', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist_name', 'text', (c) => c.notNull())
    .addColumn('format_name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await s.createIndex('order_items_artwork').on('order_items').column('artwork_id').execute();
  await s
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('order_events_order').on('order_events').columns(['order_id', 'created_at']).execute();
  await s
    .createTable('order_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('format_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('draft_id', 'text', (c) => c.references('order_drafts.id'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('usd'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_ref', ['provider', 'provider_ref'])
    .execute();
  await s
    .createTable('storage_billing_periods')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('paid_at', 'text')
    .addPrimaryKeyConstraint('storage_billing_periods_pk', ['order_id', 'period_start'])
    .execute();
  await s
    .createTable('invoice_sequences')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  // --- newsletter
  await s
    .createTable('newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('subscribed'))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await s
    .createTable('newsletter_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('variants', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('newsletter_campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('sending'))
    .addColumn('sent_by', 'text', (c) => c.references('admins.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('newsletter_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('newsletter_campaigns.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s
    .createTable('newsletter_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('variant_id', 'text', (c) => c.notNull().references('newsletter_variants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('error', 'text')
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('newsletter_deliveries_once', ['variant_id', 'email'])
    .execute();
  await s
    .createTable('newsletter_opens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('newsletter_deliveries.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('newsletter_clicks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('delivery_id', 'text', (c) => c.notNull().references('newsletter_deliveries.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // --- visitors: consents, contact messages
  await s
    .createTable('cookie_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('necessary', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('analytics', 'integer', (c) => c.notNull())
    .addColumn('marketing', 'integer', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('cookie_consents_created').on('cookie_consents').column('created_at').execute();
  await s
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // --- shop configuration
  await s
    .createTable('hero_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('payment_details')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('routing_number', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('iban', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_notification_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('installment_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('installment_threshold_cents', 'bigint', (c) => c.notNull().defaultTo(10000))
    .addColumn('installment_period_days', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('installment_count', 'integer', (c) => c.notNull().defaultTo(10))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('shop_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // --- safety: order look-up codes, idempotency, jobs
  await s
    .createTable('lookup_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('consumed_at', 'text')
    .execute();
  await s.createIndex('lookup_codes_email').on('lookup_codes').columns(['email', 'created_at']).execute();
  await s
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await s
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('locked_at', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial schema is not reversible; restore from a backup instead.');
}

import type {
  AdminRole,
  AdminUserStatus,
  CampaignStatus,
  CardPaymentStatus,
  CollectorHoldStatus,
  DeliveryStatus,
  DraftStatus,
  HoldStatus,
  JobStatus,
  OfferEvent,
  OfferStatus,
  OrderStatus,
  PaymentStatus,
  ShippingClass,
  StoragePeriodStatus,
} from '@vernissage/contract';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

// Mirrors migrations/001-schema.ts and 002; booleans are 0/1, money is cents, times are ISO text.

interface AdminsTable {
  id: string;
  email: string;
  password_hash: string;
  password_changed_at: string | null;
  two_factor_enabled: Generated<number>;
  tab_order: Generated<string>;
  notify_new_orders: Generated<number>;
  notify_payment_alerts: Generated<number>;
  notify_system_updates: Generated<number>;
  created_at: string;
  /** 'active' or 'invited' (migration 002, checked by 026); an invited admin cannot sign in. */
  status: Generated<AdminUserStatus>;
  /** Migration 004 (decision 017): the TOTP secret while two-factor sign-in is on, encrypted (`v1:`, decision 044). */
  two_factor_secret: string | null;
  /** A secret shown by a setup that has not been confirmed with a code yet, encrypted like the secret. */
  two_factor_pending_secret: string | null;
  /** The last 30-second step whose code was accepted: a code works once. */
  two_factor_last_step: number | null;
  /** Before decision 044: JSON array of the SHA-256 of each unused recovery code; emptied (null) at start-up. */
  two_factor_recovery: string | null;
  /** Migration 013 (decision 030): 'owner' or 'staff' (checked by 026). */
  role: Generated<AdminRole>;
  /** Migration 013 (decision 034): 1 while a generated first password has not been replaced. */
  must_change_password: Generated<number>;
}
/** Migration 019 (decision 044): each recovery code's Argon2id hash; `used_at` spends it once. */
interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}
/** Migration 002: single-use invitation links, stored as the SHA-256 of the token. */
interface AdminInvitationsTable {
  id: string;
  admin_id: string;
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}
interface AdminSessionsTable {
  id: string;
  admin_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
  /** Migration 007 (decision 022): when this session last re-entered the password; sign-in counts too. */
  sudo_at: string | null;
  /** Migration 013: the session's last request (to the minute), for the idle timeout; null until one. */
  last_seen_at: string | null;
}
interface LoginEventsTable {
  id: string;
  admin_id: string | null;
  email: string;
  success: number;
  ip: Generated<string>;
  /** What the per-client sign-in limits count by: the IPv4 address, or the IPv6 /64 (decision 053). */
  client_key: Generated<string>;
  user_agent: Generated<string>;
  created_at: string;
}
export interface MediaTable {
  id: string;
  kind: string;
  mime: string;
  width: Generated<number>;
  height: Generated<number>;
  widths: Generated<string>;
  placeholder: Generated<string>;
  bytes: Generated<number>;
  original_name: Generated<string>;
  created_at: string;
}
export interface ArtistsTable {
  id: string;
  name: string;
  bio: Generated<string>;
  website: Generated<string>;
  instagram: Generated<string>;
  email: Generated<string>;
  country: Generated<string>;
  image_media_id: string | null;
  style: Generated<string>;
  awards: Generated<string>;
  verified: Generated<number>;
  featured: Generated<number>;
  search_text: Generated<string>;
  created_at: string;
  updated_at: string;
  /** The gallery's commission on this artist's sales in hundredths of a percent (migration 033). */
  commission_bp: Generated<number>;
}
export interface ArtworksTable {
  id: string;
  title: string;
  description: Generated<string>;
  artist_id: string;
  price_cents: number;
  original_price_cents: number | null;
  medium: Generated<string>;
  medium_category: Generated<string>;
  /** The work's medium categories as bits (`categoryMask`), for the gallery's filter (migration 027). */
  category_mask: Generated<number>;
  /** The bits of the work's labels and formats that have one (`label_bits`, migration 037; kept by triggers). */
  label_mask: Generated<number | string>;
  dimensions: Generated<string>;
  year: number | null;
  featured: Generated<number>;
  limited: Generated<number>;
  limited_count: number | null;
  availability: Generated<string>;
  units: Generated<number>;
  reserved: Generated<number>;
  sold: Generated<number>;
  /** How many numbers of the edition the gallery withholds from the shop (migration 030). */
  withheld: Generated<number>;
  /** `gallery`: owned by the gallery, its artist's share is 0 (migration 033). */
  ownership: Generated<'consigned' | 'gallery'>;
  /** This work's commission in hundredths of a percent, or null for its artist's (migration 033). */
  commission_bp: number | null;
  /** 1: collectors may make offers on it (migration 034). */
  accepts_offers: Generated<number>;
  /** 1: the price is the gallery's, the public sees 'Price on request' (migration 034). */
  price_on_request: Generated<number>;
  search_text: Generated<string>;
  created_at: string;
  updated_at: string;
}
export interface ArtworkImagesTable {
  artwork_id: string;
  position: number;
  media_id: string;
}
export interface FormatCategoriesTable {
  id: string;
  name: string;
  slug: string;
  description: Generated<string>;
  keywords: Generated<string>;
  color: Generated<string>;
  position: Generated<number>;
}
export interface FormatTypesTable {
  id: string;
  name: string;
  category_id: string;
  description: Generated<string>;
  price_multiplier: number | null;
  /** Migration 036: how formats of this type ship (gallery.md §6). */
  shipping_class: Generated<ShippingClass>;
}
export interface ArtworkFormatsTable {
  id: string;
  artwork_id: string;
  position: number;
  name: string;
  name_key: string;
  price_cents: number;
  available: Generated<number>;
  format_type_id: string | null;
  /** Migration 036: this format's own shipping class; null takes its type's. */
  shipping_class: Generated<ShippingClass | null>;
}
/** An artwork's provenance entries in order (gallery.md §3); `public` 1 shows on the storefront. */
export interface ArtworkProvenanceTable {
  artwork_id: string;
  position: number;
  date: string;
  text: string;
  public: Generated<number>;
}
/** A certificate of authenticity of one unit sold, as the work was when it was issued (migration 032). */
/** One line of what the gallery owes an artist: a sale, or its reversal (negative amounts); never changed (migration 033). */
export interface ArtistPayablesTable {
  id: string;
  artist_id: string;
  artwork_id: string | null;
  order_id: string;
  order_item_id: string;
  kind: 'sale' | 'reversal';
  title: string;
  /** 'Edition 3/10' or 'Unique work', as the line was sold. */
  edition: string;
  amount_cents: number;
  /** The gallery's commission in hundredths of a percent. */
  rate_bp: number;
  commission_cents: number;
  share_cents: number;
  recorded_at: string;
}
/** A payment the gallery made to an artist; never changed (migration 033). */
export interface ArtistPayoutsTable {
  id: string;
  artist_id: string;
  amount_cents: number;
  /** The day it was paid, YYYY-MM-DD. */
  paid_at: string;
  reference: string;
  recorded_by: string;
  recorded_at: string;
}
/** A collector's offer on one format of a work, and its answer (migration 034, decision 068). */
export interface OffersTable {
  id: string;
  artwork_id: string;
  format_id: string;
  format_name: string;
  email: string;
  /** The address lowercased: at most 3 open offers per address and work. */
  email_key: string;
  name: string;
  message: Generated<string>;
  amount_cents: number;
  /** The format's price when the offer was made; null for a work on request. */
  listed_price_cents: number | null;
  counter_amount_cents: number | null;
  /** The price the collector may buy at (the offer, or the accepted counter). */
  agreed_amount_cents: number | null;
  status: Generated<OfferStatus>;
  /** SHA-256 (hex) of the collector's link token. */
  token_hash: string | null;
  /** When the held unit (accepted) or the counter (countered) lapses. */
  expires_at: string | null;
  order_id: string | null;
  created_at: string;
  updated_at: string;
}
/** Every step of an offer: who, when, what amount (migration 034). */
export interface OfferEventsTable {
  id: string;
  offer_id: string;
  kind: OfferEvent['kind'];
  actor: string;
  amount_cents: number | null;
  at: string;
}
/** A unit of a work held for a collector until the end of a day (migration 034). */
export interface CollectorHoldsTable {
  id: string;
  artwork_id: string;
  collector: string;
  note: Generated<string>;
  /** The last day held, YYYY-MM-DD (UTC). */
  until_day: string;
  /** The instant the release job ends it: the start of the next day. */
  ends_at: string;
  status: Generated<CollectorHoldStatus>;
  created_by: string;
  created_at: string;
  released_at: string | null;
  released_by: string | null;
}
export interface CertificatesTable {
  /** SHA-256 of the code, hex: how the public finds it. */
  code_hash: string;
  code: string;
  order_id: string;
  order_item_id: string;
  /** Which unit of the line (1-based). */
  unit: number;
  artwork_id: string | null;
  title: string;
  artist_name: string;
  year: number | null;
  medium: string;
  dimensions: string;
  format_name: string;
  edition_number: number | null;
  edition_size: number | null;
  /** The work's first image when it was certified: its media row's picture columns as JSON. */
  image: string | null;
  status: 'valid' | 'revoked' | 'superseded';
  issued_at: string;
  revoked_at: string | null;
  reason: string | null;
  /** The code hash of the certificate that replaced this one. */
  replaced_by: string | null;
}
/** The bit a collection, tag or format name (`kind` `format`, its `name_key`) holds in `artworks.label_mask`. */
interface LabelBitsTable {
  kind: 'collection' | 'tag' | 'format';
  value: string;
  slot: number;
}
/**
 * PostgreSQL only (migration 038): a work's substring-filtered text, lower-cased, kept by triggers;
 * the gallery's search and free medium text are counted and, when few, found here.
 */
interface ArtworkTextTable {
  artwork_id: string;
  search_text: string;
  medium: string;
  /** `search_text`'s length in bytes: no longer term can be in it. */
  search_bytes: number;
}
export interface ArtworkLabelsTable {
  artwork_id: string;
  kind: string;
  value: string;
}
export interface OrdersTable {
  id: string;
  invoice_number: string | null;
  email: string;
  /** Migration 020: CHECKed against ORDER_STATUSES; moved only by `order-lifecycle.ts`. */
  status: Generated<OrderStatus>;
  /** Migration 020: CHECKed against PAYMENT_STATUSES; moved only by `payment-lifecycle.ts`. */
  payment_status: Generated<PaymentStatus>;
  payment_method: string;
  fulfillment_type: Generated<string>;
  ship_full_name: string | null;
  ship_phone: string | null;
  ship_street: string | null;
  ship_city: string | null;
  ship_state: string | null;
  ship_postal_code: string | null;
  ship_country: string | null;
  delivery_address: string | null;
  subtotal_cents: number;
  shipping_cents: Generated<number>;
  tax_cents: Generated<number>;
  total_cents: number;
  storage_start_date: string | null;
  storage_monthly_fee_cents: number | null;
  /** 1 when the first storage month is free (fixed when the order is paid, like the fee). */
  storage_first_month_free: Generated<number>;
  draft_id: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 007: set when the order is marked shipped. */
  carrier: string | null;
  tracking_number: string | null;
  /** Migration 010: 1 when a card order was paid through the sandbox (no money moved). */
  test_payment: Generated<number>;
  /** Migration 011: the address normalised for the per-address caps (null on older orders). */
  email_key: string | null;
  /** 'unconfirmed' | 'confirmed' | 'released' for invoice orders since migration 011; null otherwise. */
  hold_status: HoldStatus | null;
  /** When the hold ends: the confirmation deadline, then the payment due date. */
  hold_until: string | null;
  /** Migration 036: the ISO 4217 currency the order was sold in (a later shop setting converts nothing). */
  currency: Generated<string>;
  /** 1 while the gallery has not set the shipping it quotes (`shipping_cents` is then 0 and not charged). */
  shipping_quoted: Generated<number>;
  /** The tax line as charged: its label and rate in thousandths of a percent; null without tax. */
  tax_label: Generated<string | null>;
  tax_rate_milli: Generated<number | null>;
  /** 1 when the prices held the tax (the tax line is then part of the subtotal, not added to it). */
  prices_include_tax: Generated<number>;
}
/** Migration 011: one row per normalised checkout address; confirmed_at when it last proved its mailbox. */
interface CheckoutAddressesTable {
  email_key: string;
  confirmed_at: string | null;
  created_at: string;
}
export interface OrderItemsTable {
  id: string;
  order_id: string;
  artwork_id: string | null;
  format_id: string | null;
  quantity: number;
  unit_price_cents: number;
  title: string;
  artist_name: string;
  format_name: string;
  image_url: Generated<string>;
  /** A limited edition's size when the line was sold; null for a unique work (migration 030). */
  edition_size: number | null;
  /** The edition numbers given to the line's units, comma-separated ('3,4'); null for a unique work. */
  edition_numbers: string | null;
}
/** The CHECK of migration 030 lists the same values. */
export type EditionNumberState = 'withheld' | 'held' | 'sold';
/** One number of an edition, taken: withheld by the gallery, or given to an order line (held or sold). */
interface EditionNumbersTable {
  artwork_id: string;
  number: number;
  state: EditionNumberState;
  order_item_id: string | null;
}
export interface OrderEventsTable {
  id: string;
  order_id: string;
  kind: string;
  from_value: string | null;
  to_value: string | null;
  actor: string;
  note: Generated<string>;
  created_at: string;
}
export interface OrderDraftsTable {
  id: string;
  email: string;
  delivery_address: string;
  artwork_id: string;
  format_id: string;
  quantity: Generated<number>;
  amount_cents: number;
  /** Migration 020: CHECKed against DRAFT_STATUSES; moved only by `draft-lifecycle.ts`. */
  status: Generated<DraftStatus>;
  order_id: string | null;
  created_at: string;
  expires_at: string;
  /** Migration 022: the budget's keys (the address as the caps count it, the client's /64). */
  email_key: string | null;
  client_key: string | null;
  /** Migration 034: a payment through an offer's link; the offer, not the draft, holds the unit. */
  offer_id: Generated<string | null>;
  /** Migration 036: the costs the buyer agreed to pay (JSON, `draftCosts`); null on older drafts. */
  costs: Generated<string | null>;
}
interface PaymentsTable {
  id: string;
  provider: string;
  provider_ref: string;
  draft_id: string | null;
  order_id: string | null;
  amount_cents: number;
  currency: Generated<string>;
  status: CardPaymentStatus;
  created_at: string;
  updated_at: string;
}
export interface StorageBillingPeriodsTable {
  order_id: string;
  period_start: string;
  period_end: string;
  amount_cents: number;
  status: Generated<StoragePeriodStatus>;
  paid_at: string | null;
}
interface InvoiceSequencesTable {
  year: number;
  last_number: number;
}
interface NewsletterSubscribersTable {
  id: string;
  email: string;
  status: Generated<string>;
  unsubscribe_token: string;
  created_at: string;
  unsubscribed_at: string | null;
  /** Migration 019 (decision 044): when an unsubscribed address was last mailed a link to come back. */
  confirm_sent_at: string | null;
}
/** Migration 019: who asked for each mail to subscribe again (a cap per client). */
interface NewsletterConfirmMailsTable {
  id: string;
  client_ip: string;
  created_at: string;
}
interface NewsletterTemplatesTable {
  id: string;
  name: string;
  variants: string;
  created_at: string;
  updated_at: string;
}
interface NewsletterCampaignsTable {
  id: string;
  status: Generated<CampaignStatus>;
  sent_by: string | null;
  created_at: string;
}
interface NewsletterVariantsTable {
  id: string;
  campaign_id: string;
  position: number;
  subject: string;
  message: string;
  html: Generated<string>;
}
interface NewsletterDeliveriesTable {
  id: string;
  campaign_id: string;
  variant_id: string;
  batch: number;
  email: string;
  /** Migration 020: CHECKed against DELIVERY_STATUSES; moved only by `delivery-lifecycle.ts`. */
  status: Generated<DeliveryStatus>;
  error: string | null;
  sent_at: string | null;
}
interface NewsletterOpensTable {
  id: string;
  delivery_id: string;
  created_at: string;
  /** The minute of the open: one row per delivery and minute (migration 012). */
  dedupe_key: string;
}
interface NewsletterClicksTable {
  id: string;
  delivery_id: string;
  url: string;
  created_at: string;
  /** The minute and a hash of the link: one row per delivery, link and minute (migration 012). */
  dedupe_key: string;
}
interface CookieConsentsTable {
  id: string;
  necessary: Generated<number>;
  analytics: number;
  marketing: number;
  country: Generated<string>;
  email: string | null;
  created_at: string;
  /** Migration 025: the browser's own random id; one row per browser (null on older rows). */
  browser_id: string | null;
}
interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  created_at: string;
  /** When an admin marked it read; null while unread. */
  read_at: Generated<string | null>;
  /** An inquiry's work (migration 034), and its title when asked about; null for a contact message. */
  artwork_id: Generated<string | null>;
  artwork_title: Generated<string | null>;
}
export interface HeroMediaTable {
  id: string;
  media_id: string;
  resource_type: string;
  url: string;
  created_at: string;
}
export interface PaymentDetailsTable {
  id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  swift_code: Generated<string>;
  iban: Generated<string>;
  bank_notification_email: Generated<string>;
  payment_instructions: Generated<string>;
  payment_terms: Generated<string>;
  installment_enabled: Generated<number>;
  installment_threshold_cents: Generated<number>;
  installment_period_days: Generated<number>;
  installment_count: Generated<number>;
  updated_at: string;
}
interface ShopSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}
interface ShopSettingsChangesTable {
  id: string;
  admin_id: string;
  admin_email: string;
  changed_at: string;
  /** JSON list of `field: old → new` lines. */
  changes: string;
}
export interface LookupCodesTable {
  id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  client_ip: Generated<string>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}
interface IdempotencyKeysTable {
  key: string;
  scope: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
}
interface JobsTable {
  id: string;
  kind: string;
  payload: string;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: string;
  locked_at: string | null;
  locked_by: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  dedupe_key: string | null;
}

/** Migration 016 (decision 039): rate-limit windows shared by every node on PostgreSQL. */
interface RateLimitHitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds at which the window ends. */
  resets_at: number;
}
export interface Database {
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  admin_invitations: AdminInvitationsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  login_events: LoginEventsTable;
  media: MediaTable;
  artists: ArtistsTable;
  artworks: ArtworksTable;
  artwork_images: ArtworkImagesTable;
  format_categories: FormatCategoriesTable;
  format_types: FormatTypesTable;
  artwork_formats: ArtworkFormatsTable;
  artwork_labels: ArtworkLabelsTable;
  label_bits: LabelBitsTable;
  artwork_text: ArtworkTextTable;
  artwork_provenance: ArtworkProvenanceTable;
  edition_numbers: EditionNumbersTable;
  certificates: CertificatesTable;
  artist_payables: ArtistPayablesTable;
  artist_payouts: ArtistPayoutsTable;
  offers: OffersTable;
  offer_events: OfferEventsTable;
  collector_holds: CollectorHoldsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  order_drafts: OrderDraftsTable;
  checkout_addresses: CheckoutAddressesTable;
  payments: PaymentsTable;
  storage_billing_periods: StorageBillingPeriodsTable;
  invoice_sequences: InvoiceSequencesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_confirm_mails: NewsletterConfirmMailsTable;
  newsletter_templates: NewsletterTemplatesTable;
  newsletter_campaigns: NewsletterCampaignsTable;
  newsletter_variants: NewsletterVariantsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_opens: NewsletterOpensTable;
  newsletter_clicks: NewsletterClicksTable;
  cookie_consents: CookieConsentsTable;
  contact_messages: ContactMessagesTable;
  hero_media: HeroMediaTable;
  payment_details: PaymentDetailsTable;
  shop_settings: ShopSettingsTable;
  shop_settings_changes: ShopSettingsChangesTable;
  lookup_codes: LookupCodesTable;
  idempotency_keys: IdempotencyKeysTable;
  jobs: JobsTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type MediaRow = Selectable<MediaTable>;
export type JobRow = Selectable<JobsTable>;

export type { Insertable, Selectable, Updateable };

import { join } from 'node:path';
import Sqlite from 'better-sqlite3';

/**
 * The e2e server's SQLite file (support/start-server.sh). A journey about a rule of time (a storage
 * month going by, a sign-in growing old) has no clock to move, so it moves the stored date instead,
 * the one thing that would have changed had the time passed; the server then applies its own rules.
 */
const databaseFile = () =>
  join(import.meta.dirname, '..', '.tmp', `e2e-data-${process.env.E2E_PORT ?? 3199}`, 'vernissage.db');

function withDatabase<T>(use: (db: Sqlite.Database) => T): T {
  const db = new Sqlite(databaseFile());
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** A UTC day `months` months and `days` days before today, as `YYYY-MM-DD`. */
export function daysAgo(months: number, days = 0): string {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months, d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** As if the storage order had been paid on `day`: its billing periods start from then. */
export function storageStartedOn(orderId: string, day: string): void {
  withDatabase((db) => db.prepare('update orders set storage_start_date = ? where id = ?').run(day, orderId));
}

/**
 * As if the admin had signed in (and last confirmed the password) an hour ago, and kept working
 * since (so the idle timeout does not end the session): sensitive changes ask again.
 */
export function signInGrewOld(email: string): void {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  withDatabase((db) =>
    db
      .prepare(
        'update admin_sessions set created_at = ?, sudo_at = ?, last_seen_at = ? where admin_id = (select id from admins where email = ?)',
      )
      .run(hourAgo, hourAgo, new Date().toISOString(), email),
  );
}

/**
 * As if nobody had saved the shop settings yet (their values put back first): a journey that
 * changes them leaves the set-up notice to the journeys after it, as a fresh shop shows it.
 */
export function settingsNeverSaved(): void {
  withDatabase((db) => db.prepare('delete from shop_settings_changes').run());
}

/** As if the admin's password had been generated at the first start: the next sign-in must replace it. */
export function passwordWasGenerated(email: string): void {
  withDatabase((db) => db.prepare('update admins set must_change_password = 1 where email = ?').run(email));
}

/**
 * The order's invoice number, once the server's invoice job has given it: the checkout answers
 * before the number exists (decision 042), and a journey about the invoice needs the number.
 */
export async function invoiceNumberOf(orderId: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const row = withDatabase(
      (db) =>
        db.prepare('select invoice_number from orders where id = ?').get(orderId) as
          | { invoice_number: string | null }
          | undefined,
    );
    if (row?.invoice_number) return row.invoice_number;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`order ${orderId} has no invoice number after 10 s`);
}

/** The address's unsubscribe token, as its newsletters' unsubscribe links carry it. */
export function unsubscribeTokenOf(email: string): string {
  return withDatabase(
    (db) =>
      (
        db.prepare('select unsubscribe_token from newsletter_subscribers where email = ?').get(email) as {
          unsubscribe_token: string;
        }
      ).unsubscribe_token,
  );
}

/** 'subscribed' or 'unsubscribed'. */
export function subscriptionOf(email: string): string {
  return withDatabase(
    (db) =>
      (db.prepare('select status from newsletter_subscribers where email = ?').get(email) as { status: string }).status,
  );
}

/** As if the address's last confirmation mail had gone out `hours` ago (the one-an-hour cap is over). */
export function confirmMailSentHoursAgo(email: string, hours: number): void {
  const at = new Date(Date.now() - hours * 60 * 60_000).toISOString();
  withDatabase((db) =>
    db.prepare('update newsletter_subscribers set confirm_sent_at = ? where email = ?').run(at, email),
  );
}

/** An artwork format's own shipping class (the artwork dialog's 'Shipping' choice); null follows its type. */
export function formatShipsAs(formatId: string, shippingClass: string | null): void {
  withDatabase((db) =>
    db.prepare('update artwork_formats set shipping_class = ? where id = ?').run(shippingClass, formatId),
  );
}

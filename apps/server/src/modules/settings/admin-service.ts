import type { ShopSettingsAdminView, ShopSettingsBody, ShopSettingsChange } from '@vernissage/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import { type Clock, isoNow } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { toCents } from '../../platform/money.ts';
import { settingsChanges } from './changes.ts';
import { DEFAULT_SHOP_SETTINGS } from './defaults.ts';
import { findSettingsChanges, insertSettingIfMissing, insertSettingsChange, upsertSetting } from './repo.ts';
import { getShopSettings, SECTION_KEYS, type ShopSettings, toAdminShopSettings } from './service.ts';

export type ShopSettingsDeps = { db: Db; clock: Clock; catalogChanged: () => void };
/** The admins module's sudo check, passed in: admins reads the shop settings, so settings may not import it. */
export type ShopSettingsRouteDeps = ShopSettingsDeps & { requireRecentSignIn: preHandlerAsyncHookHandler };
export type Actor = { id: string; email: string };

const HISTORY_LIMIT = 50;

/**
 * The first start writes today's defaults into the table, so the shop's words are stored data
 * from then on (a later release changing a default does not change a running shop's pages).
 */
export async function seedShopSettings(deps: { db: Db; clock: Clock }): Promise<void> {
  const now = isoNow(deps.clock);
  for (const key of SECTION_KEYS) {
    await insertSettingIfMissing(deps.db, key, JSON.stringify(DEFAULT_SHOP_SETTINGS[key]), now);
  }
}

const toChange = (r: { id: string; admin_email: string; changed_at: string; changes: string }): ShopSettingsChange => ({
  _id: r.id,
  adminEmail: r.admin_email,
  changedAt: r.changed_at,
  changes: JSON.parse(r.changes) as string[],
});

/** The settings, and whether (and by whom) they were saved since the defaults were seeded. */
export async function shopSettingsView(db: Db): Promise<ShopSettingsAdminView> {
  const [settings, [last]] = await Promise.all([getShopSettings(db), findSettingsChanges(db, 1)]);
  return {
    settings: toAdminShopSettings(settings),
    configured: last !== undefined,
    updatedAt: last?.changed_at ?? null,
    updatedBy: last?.admin_email ?? null,
  };
}

export async function shopSettingsHistory(db: Db): Promise<ShopSettingsChange[]> {
  return (await findSettingsChanges(db, HISTORY_LIMIT)).map(toChange);
}

const zoneName = (zone: string, zones: readonly { name: string }[]): string => {
  const key = zone.toLowerCase();
  return zones.find((z) => z.name.toLowerCase() === key)?.name ?? key;
};

/** The settings a save leaves: the body's, and the stored value of a field it leaves out. */
const fromBody = (body: ShopSettingsBody, before: ShopSettings): ShopSettings => ({
  ...body,
  defaultCommissionRate: body.defaultCommissionRate ?? before.defaultCommissionRate,
  currency: body.currency ?? before.currency,
  shippingZones: body.shippingZones ?? before.shippingZones,
  // A rate's zone is stored as the zone is named (case as the owner wrote the zone).
  shippingRates: body.shippingRates
    ? body.shippingRates.map((r) => ({
        zone: zoneName(r.zone, body.shippingZones ?? before.shippingZones),
        class: r.class,
        amountCents: toCents(r.amount),
      }))
    : before.shippingRates,
  taxRates: body.taxRates ?? before.taxRates,
  pricesIncludeTax: body.pricesIncludeTax ?? before.pricesIncludeTax,
  taxShipping: body.taxShipping ?? before.taxShipping,
  storage: {
    monthlyFeeCents: toCents(body.storage.monthlyFee),
    country: body.storage.country,
    firstMonthFree: body.storage.firstMonthFree,
  },
});

/**
 * Saves every section and, in the same transaction, one audit line: who, when and each changed
 * field. A save without changes is recorded too (it is how the owner confirms the defaults). The
 * read caches are told after the commit, so the next page, PDF and e-mail use the new values.
 */
export async function saveShopSettings(
  deps: ShopSettingsDeps,
  actor: Actor,
  body: ShopSettingsBody,
): Promise<ShopSettingsAdminView> {
  await inTransaction(deps.db, async (tx) => {
    const before = await getShopSettings(tx);
    const next = fromBody(body, before);
    const now = isoNow(deps.clock);
    for (const key of SECTION_KEYS) await upsertSetting(tx, key, JSON.stringify(next[key]), now);
    const changes = settingsChanges(toAdminShopSettings(before), toAdminShopSettings(next));
    await insertSettingsChange(tx, {
      id: newId(),
      admin_id: actor.id,
      admin_email: actor.email,
      changed_at: now,
      changes: JSON.stringify(changes),
    });
  });
  deps.catalogChanged();
  return shopSettingsView(deps.db);
}

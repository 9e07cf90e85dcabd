import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';

/** Every stored setting: one row per section key, its value as JSON text. */
export async function findSettingRows(db: Db) {
  return settingRows.rows(db, {});
}

const settingRows = precompiled((db: Db, _: Record<string, never>) =>
  db.selectFrom('shop_settings').select(['key', 'value']),
);

/** Writes one section; a key that does not exist yet is added (one row per key). */
export async function upsertSetting(db: Db, key: string, value: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('shop_settings')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}

/** Adds a section only when the key is missing: several processes starting together seed it once. */
export async function insertSettingIfMissing(db: Db, key: string, value: string, updatedAt: string): Promise<void> {
  await db
    .insertInto('shop_settings')
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export type SettingsChangeRow = {
  id: string;
  admin_id: string;
  admin_email: string;
  changed_at: string;
  changes: string;
};

export async function insertSettingsChange(db: Db, row: SettingsChangeRow): Promise<void> {
  await db.insertInto('shop_settings_changes').values(row).execute();
}

/** The newest saves first. */
export async function findSettingsChanges(db: Db, limit: number): Promise<SettingsChangeRow[]> {
  return db
    .selectFrom('shop_settings_changes')
    .selectAll()
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

import type { Db } from '../../db/connection.ts';

/** Every stored setting: one row per section key, its value as JSON text. */
export async function findSettingRows(db: Db) {
  return db.selectFrom('shop_settings').select(['key', 'value']).execute();
}

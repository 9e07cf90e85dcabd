import { type ShopSettings as PublicShopSettings, shopSettings } from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { toDollars } from '../../platform/money.ts';
import { DEFAULT_SHOP_SETTINGS } from './defaults.ts';
import { findSettingRows } from './repo.ts';

/** Storage terms inside the server: the fee in integer cents, like all money (dollars only at the API edge). */
const storageTerms = z.object({ monthlyFeeCents: z.number().int().min(0), country: z.string().trim().min(1).max(100) });
export type StorageTerms = z.infer<typeof storageTerms>;

/** The shop's settings as services use them; `toPublicShopSettings` gives the API shape. */
export type ShopSettings = Omit<PublicShopSettings, 'storage'> & { storage: StorageTerms };
type SectionKey = keyof ShopSettings;

// Each `shop_settings` row holds one of these sections under its key (`address`, `storage`, ...).
const sections: Record<SectionKey, z.ZodType> = { ...shopSettings.shape, storage: storageTerms };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A stored section over its default: stored fields win, missing ones keep the default; invalid → default. */
function mergeSection<K extends SectionKey>(key: K, stored: unknown): ShopSettings[K] {
  const fallback = DEFAULT_SHOP_SETTINGS[key];
  const base: unknown = fallback;
  const candidate = isRecord(base) && isRecord(stored) ? { ...base, ...stored } : stored;
  const parsed = sections[key].safeParse(candidate);
  return parsed.success ? (parsed.data as ShopSettings[K]) : fallback;
}

/** The defaults with every valid stored section merged over them; unknown keys are ignored. */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const stored = new Map((await findSettingRows(db)).map((r) => [r.key, r.value]));
  const settings = { ...DEFAULT_SHOP_SETTINGS };
  for (const key of Object.keys(DEFAULT_SHOP_SETTINGS) as SectionKey[]) {
    const text = stored.get(key);
    if (text !== undefined) Object.assign(settings, { [key]: mergeSection(key, parseJson(text)) });
  }
  return settings;
}

export function toPublicShopSettings(s: ShopSettings): PublicShopSettings {
  const { monthlyFeeCents, country } = s.storage;
  return { ...s, storage: { monthlyFee: toDollars(monthlyFeeCents), country } };
}

import {
  type AdminShopSettings,
  adminShopSettings,
  type ShopSettings as PublicShopSettings,
} from '@vernissage/contract';
import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { toDollars } from '../../platform/money.ts';
import { DEFAULT_SHOP_SETTINGS } from './defaults.ts';
import { findSettingRows } from './repo.ts';
import { type ShopSettings, storageTerms, storedRates } from './settings-shape.ts';

export type { ShopSettings } from './settings-shape.ts';
export type SectionKey = keyof ShopSettings;

// Each `shop_settings` row holds one of these sections under its key (`address`, `storage`, ...).
const sections: Record<SectionKey, z.ZodType> = {
  ...adminShopSettings.shape,
  storage: storageTerms,
  shippingRates: storedRates,
};
export const SECTION_KEYS = Object.keys(DEFAULT_SHOP_SETTINGS) as SectionKey[];

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

/** Deeply frozen, so a section shared between calls cannot be changed by one caller for the others. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Each section as last merged, with the stored text it came from. Parsing and validating every
 * section on every read was about 4% of the server's time in the checkout profile (issue 27): a
 * section is merged again only when its stored text changed.
 */
const merged = new Map<SectionKey, { text: string; section: unknown }>();

function sectionOf<K extends SectionKey>(key: K, text: string): ShopSettings[K] {
  const last = merged.get(key);
  if (last?.text === text) return last.section as ShopSettings[K];
  const section = deepFreeze(mergeSection(key, parseJson(text)));
  merged.set(key, { text, section });
  return section;
}

/**
 * The defaults with every valid stored section merged over them; unknown keys are ignored. Read
 * from the database on each call (one small indexed read), so a save shows on the next page, PDF
 * and e-mail of every process without a restart. Its sections are shared and frozen: callers copy
 * what they change.
 */
export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const stored = new Map((await findSettingRows(db)).map((r) => [r.key, r.value]));
  const settings = { ...DEFAULT_SHOP_SETTINGS };
  for (const key of SECTION_KEYS) {
    const text = stored.get(key);
    if (text !== undefined) Object.assign(settings, { [key]: sectionOf(key, text) });
  }
  return settings;
}

/** The API shape with the fee and rates in major units, private settings included (the back office). */
export function toAdminShopSettings(s: ShopSettings): AdminShopSettings {
  const { monthlyFeeCents, country, firstMonthFree } = s.storage;
  return {
    ...s,
    storage: { monthlyFee: toDollars(monthlyFeeCents), country, firstMonthFree },
    shippingRates: s.shippingRates.map(({ amountCents, ...r }) => ({ ...r, amount: toDollars(amountCents) })),
  };
}

/** What every visitor may read: the private settings (sender name, notifications, commission) left out. */
export function toPublicShopSettings(s: ShopSettings): PublicShopSettings {
  const {
    mailSenderName: _sender,
    messageNotifications: _notify,
    defaultCommissionRate: _rate,
    ...open
  } = toAdminShopSettings(s);
  return open;
}

/** The display name of every e-mail's sender: the setting, or the gallery name when it is empty. */
export async function mailSenderName(db: Db): Promise<string> {
  const s = await getShopSettings(db);
  return s.mailSenderName || s.shopName;
}

import type { ShopSettings } from '@vernissage/contract';
import { useEffect, useState } from 'react';

let cached: ShopSettings | null = null;
let pending: Promise<ShopSettings | null> | null = null;

/** `GET /api/settings/shop`, once per page load; null when it fails (callers keep their defaults). */
export function fetchShopSettings(): Promise<ShopSettings | null> {
  pending ??= fetch('/api/settings/shop', { headers: { accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}`);
      cached = (await res.json()) as ShopSettings;
      return cached;
    })
    .catch(() => {
      pending = null; // try again next time
      return null;
    });
  return pending;
}

/** The shop's public settings in the browser (for dialogs opened client-side); null until loaded. */
export function useShopSettings(enabled = true): ShopSettings | null {
  const [settings, setSettings] = useState<ShopSettings | null>(cached);
  useEffect(() => {
    if (!enabled || cached) return;
    let live = true;
    void fetchShopSettings().then((s) => {
      if (live && s) setSettings(s);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return settings;
}

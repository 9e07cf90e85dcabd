import type { ShopSettings } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { callEndpoint } from './endpoint-call.ts';

let cached: ShopSettings | null = null;
let pending: Promise<ShopSettings | null> | null = null;

/** The shop's public settings, once per page load; null when it fails (callers keep their defaults). */
function fetchShopSettings(): Promise<ShopSettings | null> {
  // The schema (and zod) load with the call: pages show their settings from the server render.
  pending ??= import('./shop-settings-schema.ts')
    .then(({ shopSettingsEndpoints }) => callEndpoint(shopSettingsEndpoints.get, {}))
    .then((result) => {
      if (!result.ok) throw new Error(`${result.status}`);
      cached = result.data;
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

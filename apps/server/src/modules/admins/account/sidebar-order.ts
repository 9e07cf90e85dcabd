import { ADMIN_TABS } from '@vernissage/contract';

export type SidebarTab = { id: string; label: string };

const tabsById = new Map<string, SidebarTab>(ADMIN_TABS.map((t) => [t.id, { id: t.id, label: t.label }]));

/** Reads the stored tab order; anything that is not a list of strings counts as no order. */
export function parseSavedOrder(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Tabs only an Owner sees (the Artist Payouts): a Staff admin's sidebar leaves them out. */
const ownersOnly = new Set<string>(ADMIN_TABS.flatMap((t) => ('ownersOnly' in t && t.ownersOnly ? [t.id] : [])));

/**
 * The saved order first (unknown ids dropped, repeats ignored), then every missing tab in default
 * order; for Staff, without the Owners' tabs.
 */
export function orderedTabs(saved: readonly string[], role: string): SidebarTab[] {
  const ids = new Set<string>();
  for (const id of [...saved, ...tabsById.keys()]) {
    if (tabsById.has(id) && (role === 'owner' || !ownersOnly.has(id))) ids.add(id);
  }
  return [...ids].map((id) => tabsById.get(id) as SidebarTab);
}

/** Why an order sent by the dashboard cannot be saved, or undefined when it can. */
export function orderProblem(order: readonly string[]): string | undefined {
  const unknown = order.find((id) => !tabsById.has(id));
  if (unknown !== undefined) return `Unknown tab: ${unknown}`;
  if (new Set(order).size !== order.length) return 'Each tab may appear only once';
  return undefined;
}

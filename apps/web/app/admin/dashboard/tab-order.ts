export type Tab = { id: string; label: string };
export type Drop = { draggableId: string; source: { index: number }; destination?: { index: number } | null };

/**
 * The tabs after a drop, or null when nothing changes: no destination, the same place, or a
 * dragged id that is not in the list (such drops are ignored).
 */
export function reorderTabs<T extends Tab>(tabs: readonly T[], drop: Drop): T[] | null {
  const { destination, draggableId } = drop;
  if (!destination) return null;
  const from = tabs.findIndex((t) => t.id === draggableId);
  if (from === -1) return null;
  const to = Math.max(0, Math.min(destination.index, tabs.length - 1));
  if (from === to) return null;
  const next = [...tabs];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The tab to show for a path segment: the one named, else the default, artworks. */
export function currentTabId(segment: string | undefined, tabs: readonly Tab[]): string {
  const id = (segment ?? '').split('/')[0] ?? '';
  return tabs.some((t) => t.id === id) ? id : 'artworks';
}

import { describe, expect, it } from 'vitest';
import { currentTabId, reorderTabs } from './tab-order.ts';

const tabs = [
  { id: 'artworks', label: 'Artworks' },
  { id: 'artists', label: 'Artists' },
  { id: 'orders', label: 'Orders' },
];
const ids = (list: { id: string }[] | null) => list?.map((t) => t.id) ?? null;

describe('reorderTabs', () => {
  it('moves the dragged tab to where it was dropped', () => {
    const drop = { draggableId: 'artworks', source: { index: 0 }, destination: { index: 2 } };
    expect(ids(reorderTabs(tabs, drop))).toEqual(['artists', 'orders', 'artworks']);
  });

  it('changes nothing when the drop has no destination or lands where it started', () => {
    expect(reorderTabs(tabs, { draggableId: 'artists', source: { index: 1 }, destination: null })).toBeNull();
    expect(reorderTabs(tabs, { draggableId: 'artists', source: { index: 1 } })).toBeNull();
    expect(reorderTabs(tabs, { draggableId: 'artists', source: { index: 1 }, destination: { index: 1 } })).toBeNull();
  });

  it('ignores a dragged id that is not in the list', () => {
    expect(reorderTabs(tabs, { draggableId: 'ghost', source: { index: 0 }, destination: { index: 2 } })).toBeNull();
  });

  it('leaves the original list untouched', () => {
    reorderTabs(tabs, { draggableId: 'orders', source: { index: 2 }, destination: { index: 0 } });
    expect(ids(tabs)).toEqual(['artworks', 'artists', 'orders']);
  });
});

describe('currentTabId', () => {
  it('opens artworks by default and for unknown paths', () => {
    expect(currentTabId(undefined, tabs)).toBe('artworks');
    expect(currentTabId('', tabs)).toBe('artworks');
    expect(currentTabId('nope', tabs)).toBe('artworks');
  });

  it('opens the tab the path names', () => {
    expect(currentTabId('artists', tabs)).toBe('artists');
    expect(currentTabId('orders/123', tabs)).toBe('orders');
  });
});

import { describe, expect, it } from 'vitest';
import { orderedTabs, orderProblem, parseSavedOrder } from './sidebar-order.ts';

const DEFAULT = [
  'artworks',
  'artists',
  'orders',
  'offers',
  'holds',
  'sales',
  'artist-payouts',
  'newsletter',
  'cookies',
  'users',
  'hero-media',
  'payment-details',
  'format-categories',
  'shop-settings',
  'messages',
];

describe('sidebar tab order', () => {
  it('puts the saved order first and appends missing tabs in default order', () => {
    expect(orderedTabs(['users', 'orders'], 'owner').map((t) => t.id)).toEqual([
      'users',
      'orders',
      'artworks',
      'artists',
      'offers',
      'holds',
      'sales',
      'artist-payouts',
      'newsletter',
      'cookies',
      'hero-media',
      'payment-details',
      'format-categories',
      'shop-settings',
      'messages',
    ]);
  });

  it('shows a tab added after the order was saved, in its default place among the unsaved ones', () => {
    const savedBeforeCookies = DEFAULT.filter((id) => id !== 'cookies').reverse();
    const ids = orderedTabs(savedBeforeCookies, 'owner').map((t) => t.id);
    expect(ids).toEqual([...savedBeforeCookies, 'cookies']);
    expect(orderedTabs(savedBeforeCookies, 'owner').at(-1)).toEqual({ id: 'cookies', label: 'Cookie Consents' });
  });

  it('drops unknown and repeated ids', () => {
    expect(orderedTabs(['gone', 'artists', 'artists'], 'owner').map((t) => t.id)).toEqual([
      'artists',
      ...DEFAULT.filter((id) => id !== 'artists'),
    ]);
  });

  it('leaves the Owners-only Artist Payouts out of a Staff admin’s sidebar, saved or not', () => {
    expect(orderedTabs(['artist-payouts', 'orders'], 'staff').map((t) => t.id)).toEqual([
      'orders',
      ...DEFAULT.filter((id) => id !== 'orders' && id !== 'artist-payouts'),
    ]);
    expect(orderedTabs([], 'owner').map((t) => t.id)).toContain('artist-payouts');
  });

  it('labels each tab', () => {
    expect(orderedTabs([], 'owner').find((t) => t.id === 'format-categories')).toEqual({
      id: 'format-categories',
      label: 'Format Categories',
    });
  });

  it('treats a damaged stored value as no order', () => {
    expect(parseSavedOrder('not json')).toEqual([]);
    expect(parseSavedOrder('{"a":1}')).toEqual([]);
    expect(parseSavedOrder('["users", 3]')).toEqual(['users']);
  });

  it('names the problem with an order sent by the dashboard', () => {
    expect(orderProblem(DEFAULT)).toBeUndefined();
    expect(orderProblem(['users', 'admin-panel'])).toBe('Unknown tab: admin-panel');
    expect(orderProblem(['users', 'users'])).toBe('Each tab may appear only once');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message for 2 seconds', () => {
    const store = createToastStore();
    store.show('Added to wishlist!');
    expect(store.snapshot().map((t) => t.message)).toEqual(['Added to wishlist!']);
    vi.advanceTimersByTime(1999);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toEqual([]);
  });

  it('keeps only the three newest and tells subscribers of each change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (const m of ['1', '2', '3', '4']) store.show(m, 'info');
    expect(store.snapshot().map((t) => t.message)).toEqual(['2', '3', '4']);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});

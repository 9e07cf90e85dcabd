import { describe, expect, it } from 'vitest';
import {
  exportQuery,
  filtersFromParams,
  listQuery,
  type OrderFilters,
  pageCount,
  pageNumbers,
  paramsFromFilters,
  showingText,
  withFilter,
} from './order-list-query.ts';

const none: OrderFilters = { email: '', fulfillmentType: '', paymentStatus: '', status: '', page: 1 };

describe('the orders list in the address', () => {
  it('reads every filter and the page back from the params it wrote', () => {
    const filters: OrderFilters = {
      email: 'ada@example.com',
      fulfillmentType: 'storage',
      paymentStatus: 'partial',
      status: 'shipped',
      page: 3,
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('drops empty filters and the first page from the address', () => {
    expect(paramsFromFilters({ ...none, email: '  ', status: 'pending' }).toString()).toBe('status=pending');
    expect(paramsFromFilters(none).toString()).toBe('');
  });

  it('treats unknown values and bad pages as no filter and page 1', () => {
    const read = filtersFromParams(new URLSearchParams('status=lost&paymentStatus=PAID&fulfillmentType=x&page=-2'));
    expect(read).toEqual(none);
    expect(filtersFromParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...none, page: 4 }, 'paymentStatus', 'completed')).toEqual({
      ...none,
      paymentStatus: 'completed',
      page: 1,
    });
  });
});

describe('the API queries', () => {
  it('asks for 20 orders from (page - 1) * 20, with only the set filters', () => {
    expect(listQuery({ ...none, email: ' ada ', page: 2 })).toBe('email=ada&skip=20&limit=20');
    expect(listQuery(none)).toBe('skip=0&limit=20');
  });

  it('exports the same filters without paging', () => {
    expect(exportQuery({ ...none, fulfillmentType: 'shipping', page: 5 })).toBe('fulfillmentType=shipping');
  });
});

describe('pagination', () => {
  it('counts pages of 20, at least one', () => {
    expect([0, 1, 20, 21, 40, 41].map(pageCount)).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('says which results are shown', () => {
    expect(showingText(1, 23)).toBe('Showing 1 to 20 of 23 results');
    expect(showingText(2, 23)).toBe('Showing 21 to 23 of 23 results');
  });

  it('numbers every page when there are few, and the ends and neighbours when there are many', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pageNumbers(12, 12)).toEqual([1, 'gap', 11, 12]);
  });
});

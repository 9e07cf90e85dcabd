import {
  type FulfillmentType,
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@vernissage/contract';

/** What the Orders tab shows: the filters and the page, kept in the URL so a link shows the same list. */
export type OrderFilters = {
  email: string;
  fulfillmentType: FulfillmentType | '';
  paymentStatus: PaymentStatus | '';
  status: OrderStatus | '';
  page: number;
};
export type FilterKey = Exclude<keyof OrderFilters, 'page'>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : '';

/** Reads the filters from the address; anything unknown is no filter, a bad page is page 1. */
export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const page = Number(params.get('page'));
  return {
    email: (params.get('email') ?? '').trim(),
    fulfillmentType: oneOf(['shipping', 'storage'] as const, params.get('fulfillmentType')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const filterEntries = (filters: OrderFilters): [string, string][] =>
  (['email', 'fulfillmentType', 'paymentStatus', 'status'] as const)
    .map((key): [string, string] => [key, key === 'email' ? filters.email.trim() : filters[key]])
    .filter(([, value]) => value !== '');

/** The address's search params: empty filters dropped, the page only past the first. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams(filterEntries(filters));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter starts the list again from page 1. */
export function withFilter(filters: OrderFilters, key: FilterKey, value: string): OrderFilters {
  return { ...filters, [key]: value, page: 1 };
}

/** The orders list's query: the set filters, then skip and limit for the page. */
export function listQuery(filters: OrderFilters): string {
  const params = new URLSearchParams(filterEntries(filters));
  params.set('skip', String((filters.page - 1) * ORDERS_PAGE_SIZE));
  params.set('limit', String(ORDERS_PAGE_SIZE));
  return params.toString();
}

/** The export's query: the same filters, every page. */
export const exportQuery = (filters: OrderFilters): string => new URLSearchParams(filterEntries(filters)).toString();

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));

/** 'Showing 21 to 23 of 23 results'. */
export function showingText(page: number, total: number): string {
  const from = Math.min(total, (page - 1) * ORDERS_PAGE_SIZE + 1);
  const to = Math.min(total, page * ORDERS_PAGE_SIZE);
  return `Showing ${from} to ${to} of ${total} results`;
}

/** The page buttons: every page when there are few, else the ends and the pages around the current one. */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const near = [1, page - 1, page, page + 1, pages].filter((n) => n >= 1 && n <= pages);
  const sorted = [...new Set(near)].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

import { adminOrderEndpoints } from '@vernissage/contract';
import { describe, expect, it, vi } from 'vitest';
import { adminApi } from './admin-api.ts';

const order = { _id: 'o1' };

describe('the admin API client', () => {
  it('calls each endpoint with its method, its filled-in path and the body', async () => {
    const fetchFn = vi.fn(async () => new Response('{"error":"Not found"}', { status: 404 }));
    const result = await adminApi.orders.setStatus(
      { params: { id: 'o/1' }, body: { status: 'processing' } },
      { fetchFn, onUnauthorized: () => undefined },
    );
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url, init.body]).toEqual(['PUT', '/api/admin/orders/o%2F1/status', '{"status":"processing"}']);
    expect(result).toEqual({ ok: false, status: 404, error: 'Not found', network: false });
  });

  it('builds download addresses from the same endpoints', () => {
    expect(adminApi.orders.pdf.url({ params: { id: order._id } })).toBe('/api/admin/orders/o1/pdf');
    expect(adminApi.orders.exportCsv.url({ query: 'status=shipped' })).toBe(
      '/api/admin/orders/export.csv?status=shipped',
    );
    expect(adminApi.orders.exportCsv.url({ query: '' })).toBe('/api/admin/orders/export.csv');
    expect(adminApi.orders.exportCsv.endpoint).toBe(adminOrderEndpoints.exportCsv);
  });
});

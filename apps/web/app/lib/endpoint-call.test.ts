import { endpoint } from '@vernissage/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './endpoint-call.ts';

const subscribe = endpoint({
  method: 'POST',
  path: '/api/things/subscribe',
  query: z.object({ list: z.array(z.string()).optional() }),
  body: z.object({ email: z.string() }),
  responses: {
    200: z.object({ status: z.literal('already') }),
    201: z.object({ status: z.literal('new') }),
  },
});
const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('calling an endpoint of the contract', () => {
  it('reads each success status with its own schema', async () => {
    const created = await callEndpoint(
      subscribe,
      { body: { email: 'a@b.test' } },
      { fetchFn: answering(201, { status: 'new' }) },
    );
    expect(created).toMatchObject({ ok: true, status: 201, data: { status: 'new' } });
    const mixed = await callEndpoint(
      subscribe,
      { body: { email: 'a@b.test' } },
      { fetchFn: answering(200, { status: 'new' }) },
    );
    expect(mixed).toMatchObject({ ok: false, status: 200, error: null });
  });

  it('sends the query with repeated keys and the body as JSON', async () => {
    const fetchFn = answering(200, { status: 'already' });
    await callEndpoint(subscribe, { query: { list: ['a', 'b'] }, body: { email: 'a@b.test' } }, { fetchFn });
    const [url, init] = fetchFn.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/subscribe?list=a&list=b');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.test"}' });
  });
});

import { endpoint } from '@vernissage/contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminCall, failureText } from './client.ts';

const json = { 'content-type': 'application/json' };
const reply = (status: number, body: unknown) =>
  vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : new Response(JSON.stringify(body), { status, headers: json }),
  );
const names = endpoint({
  method: 'GET',
  path: '/api/admin/things',
  responses: { 200: z.array(z.object({ name: z.string() })) },
});
const rename = endpoint({
  method: 'PUT',
  path: '/api/admin/things/:id',
  params: z.object({ id: z.string() }),
  body: z.object({ name: z.string() }),
  responses: { 201: z.object({}) },
});
const sent = (fetchFn: ReturnType<typeof reply>) => fetchFn.mock.calls[0] as unknown as [string, RequestInit];

describe('adminCall', () => {
  it('returns the body of a successful answer, parsed with the schema', async () => {
    const result = await adminCall(names, {}, { fetchFn: reply(200, [{ name: 'A', extra: 1 }]) });
    expect(result).toEqual({ ok: true, status: 200, data: [{ name: 'A' }] });
  });

  it('treats an answer that does not match the contract as a failure, not as data', async () => {
    const result = await adminCall(names, {}, { fetchFn: reply(200, [{ title: 'A' }]) });
    expect(result).toEqual({ ok: false, status: 200, error: null, network: false });
  });

  it('treats a success status the contract does not list as a failure', async () => {
    const result = await adminCall(names, {}, { fetchFn: reply(201, [{ name: 'A' }]) });
    expect(result).toEqual({ ok: false, status: 201, error: null, network: false });
  });

  it("keeps the server's error text, or null when there is none", async () => {
    expect(await adminCall(names, {}, { fetchFn: reply(409, { error: 'In use' }) })).toMatchObject({
      error: 'In use',
    });
    expect(await adminCall(names, {}, { fetchFn: reply(500, '<html>') })).toMatchObject({
      ok: false,
      error: null,
    });
  });

  it('ends the session on any 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await adminCall(names, {}, { fetchFn: reply(401, { error: 'Unauthorized' }), onUnauthorized });
    expect(result).toMatchObject({ ok: false, error: 'Session expired. Please log in again.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await adminCall(names, {}, { fetchFn: reply(403, { error: 'Forbidden' }), onUnauthorized });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("sends the endpoint's method and path, and the body as JSON with its content type", async () => {
    const fetchFn = reply(201, {});
    await adminCall(rename, { params: { id: 'a b' }, body: { name: 'B' } }, { fetchFn });
    const [url, init] = sent(fetchFn);
    expect(url).toBe('/api/admin/things/a%20b');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"name":"B"}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('reports a request that got no answer as a network failure', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await adminCall(names, {}, { fetchFn: offline });
    expect(failureText(result, 'Failed to fetch artworks', 'Network error')).toBe('Network error');
  });
});

describe('failureText', () => {
  it("prefers the server's text over the fallback", () => {
    expect(failureText({ ok: false, status: 400, error: 'Bad', network: false }, 'Save failed')).toBe('Bad');
    expect(failureText({ ok: false, status: 500, error: null, network: false }, 'Save failed')).toBe('Save failed');
  });
});

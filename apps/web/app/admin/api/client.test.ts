import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminFetch, failureText } from './client.ts';

const json = { 'content-type': 'application/json' };
const reply = (status: number, body: unknown) =>
  vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : new Response(JSON.stringify(body), { status, headers: json }),
  );
const names = z.array(z.object({ name: z.string() }));

describe('adminFetch', () => {
  it('returns the body of a successful answer, parsed with the schema', async () => {
    const result = await adminFetch('/api/admin/artists', names, { fetchFn: reply(200, [{ name: 'A', extra: 1 }]) });
    expect(result).toEqual({ ok: true, status: 200, data: [{ name: 'A' }] });
  });

  it('treats an answer that does not match the contract as a failure, not as data', async () => {
    const result = await adminFetch('/api/admin/artists', names, { fetchFn: reply(200, [{ title: 'A' }]) });
    expect(result).toEqual({ ok: false, status: 200, error: null, network: false });
  });

  it("keeps the server's error text, or null when there is none", async () => {
    expect(await adminFetch('/x', z.unknown(), { fetchFn: reply(409, { error: 'In use' }) })).toMatchObject({
      error: 'In use',
    });
    expect(await adminFetch('/x', z.unknown(), { fetchFn: reply(500, '<html>') })).toMatchObject({
      ok: false,
      error: null,
    });
  });

  it('ends the session on any 401', async () => {
    const onUnauthorized = vi.fn();
    const result = await adminFetch('/x', z.unknown(), {
      fetchFn: reply(401, { error: 'Unauthorized' }),
      onUnauthorized,
    });
    expect(result).toMatchObject({ ok: false, error: 'Session expired. Please log in again.' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await adminFetch('/x', z.unknown(), { fetchFn: reply(403, { error: 'Forbidden' }), onUnauthorized });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends JSON with its content type', async () => {
    const fetchFn = reply(201, {});
    await adminFetch('/x', z.unknown(), { method: 'POST', json: { a: 1 }, fetchFn });
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('reports a request that got no answer as a network failure', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await adminFetch('/x', z.unknown(), { fetchFn: offline });
    expect(failureText(result, 'Failed to fetch artworks', 'Network error')).toBe('Network error');
  });
});

describe('failureText', () => {
  it("prefers the server's text over the fallback", () => {
    expect(failureText({ ok: false, status: 400, error: 'Bad', network: false }, 'Save failed')).toBe('Bad');
    expect(failureText({ ok: false, status: 500, error: null, network: false }, 'Save failed')).toBe('Save failed');
  });
});

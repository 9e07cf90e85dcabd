import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { type Endpoint, endpoint, pathParamNames, urlOf } from './endpoint.ts';

// Every `...Endpoints` group the contract exports, so a new group is checked without a line here.
const groups = Object.fromEntries(Object.entries(contract).filter(([name]) => name.endsWith('Endpoints'))) as Record<
  string,
  Record<string, Endpoint>
>;
const all = Object.entries(groups).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, e]) => ({ name: `${group}.${name}`, e })),
);

describe('the API endpoints', () => {
  it('come in the groups the clients and routes use', () => {
    expect(Object.keys(groups).length).toBeGreaterThanOrEqual(20);
  });

  it('name every path parameter in their params schema, and nothing more', () => {
    for (const { name, e } of all) {
      const declared = e.params instanceof z.ZodObject ? Object.keys(e.params.shape).sort() : [];
      expect({ name, params: pathParamNames(e.path).sort() }).toEqual({ name, params: declared });
    }
  });

  it('are each declared once: no two share a method and path', () => {
    const keys = all.map(({ e }) => `${e.method} ${e.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('keep the back office under /api/admin, except the invitation link and the hero upload alias', () => {
    const outside = all
      .filter(({ name, e }) => name.startsWith('admin') && !e.path.startsWith('/api/admin/'))
      .map(({ name }) => name);
    expect(outside).toEqual(['adminHeroMediaEndpoints.uploadAtShopPath']);
  });

  it('state the role of every guarded back-office endpoint, and of no other', () => {
    // Sign-in and the refresh cookie's call come before there is a session to hold a role.
    const withoutRole = all.filter(({ name, e }) => name.startsWith('admin') && !e.role).map(({ name }) => name);
    expect(withoutRole).toEqual(['adminAccountEndpoints.login', 'adminAccountEndpoints.refresh']);
    const roleOutside = all.filter(({ name, e }) => !name.startsWith('admin') && e.role).map(({ name }) => name);
    expect(roleOutside).toEqual([]);
  });
});

describe('the URL of a call', () => {
  const order = endpoint({
    method: 'GET',
    path: '/api/things/:id/parts/:part',
    params: z.object({ id: z.string(), part: z.string() }),
    query: z.object({ tag: z.array(z.string()).optional(), page: z.number().optional() }),
    responses: {},
  });

  it('fills in the parameters, encoded', () => {
    expect(urlOf(order, { params: { id: 'a/b', part: 'c d' } })).toBe('/api/things/a%2Fb/parts/c%20d');
  });

  it('repeats list values and leaves absent ones out of the query', () => {
    expect(urlOf(order, { params: { id: '1', part: '2' }, query: { tag: ['x', 'y'], page: undefined } })).toBe(
      '/api/things/1/parts/2?tag=x&tag=y',
    );
  });

  it('takes a query already built as it is', () => {
    expect(urlOf(order, { params: { id: '1', part: '2' }, query: '?search=blue%20sea' })).toBe(
      '/api/things/1/parts/2?search=blue%20sea',
    );
    expect(urlOf(order, { params: { id: '1', part: '2' }, query: new URLSearchParams({ a: 'b c' }) })).toBe(
      '/api/things/1/parts/2?a=b+c',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => urlOf(order, { params: { id: '1' } })).toThrow(
      'GET /api/things/:id/parts/:part needs the parameter part',
    );
  });
});

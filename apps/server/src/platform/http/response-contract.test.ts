import { endpoint, errorBody } from '@vernissage/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFound } from '../errors.ts';
import { routeOf } from './contract-route.ts';
import { registerErrorHandler } from './error-handler.ts';
import { jsonBody, sendJsonBody } from './json-body.ts';
import { checkResponsesAgainstContract } from './response-contract.ts';

const item = endpoint({
  method: 'GET',
  path: '/api/items/:id',
  params: z.object({ id: z.string() }),
  responses: { 200: z.object({ id: z.string(), count: z.number() }), 404: errorBody },
});

/** Fastify set up as the test app is: zod validation, JSON.stringify, answers checked, our error handler. */
function checkedApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  checkResponsesAgainstContract(app);
  registerErrorHandler(app);
  return app;
}

/** A route that answers what `answer` gives it, checked against `item`'s contract. */
async function appAnswering(answer: (id: string) => unknown) {
  const app = checkedApp();
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(app, item, { tags: ['test'] }),
    // The handler's own return type is what TypeScript checks; the test lies on purpose.
    handler: async (request, reply) => reply.send(answer(request.params.id) as never),
  });
  await app.ready();
  return app;
}

describe('responses checked against the contract (test builds)', () => {
  it('passes an answer that matches its schema untouched', async () => {
    const app = await appAnswering((id) => ({ id, count: 2 }));
    const res = await app.inject({ method: 'GET', url: '/api/items/a1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a1', count: 2 });
  });

  it('turns an answer that does not match into a 500 naming the route and the field', async () => {
    const app = await appAnswering((id) => ({ id, count: 'two' }));
    const res = await app.inject({ method: 'GET', url: '/api/items/a1' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatch(/^Response does not match the contract: GET \/api\/items\/:id 200: count: /);
  });

  it('checks error bodies of the statuses the contract lists', async () => {
    const fine = await appAnswering(() => {
      throw new NotFound('No such item');
    });
    const res = await fine.inject({ method: 'GET', url: '/api/items/a1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such item' });
  });

  it('checks bodies sent as prepared bytes too', async () => {
    const app = checkedApp();
    app.route({
      ...routeOf(app, item, { tags: ['test'] }),
      handler: async (request, reply) => sendJsonBody(request, reply, jsonBody({ id: 'x' })),
    });
    const res = await app.inject({ method: 'GET', url: '/api/items/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toContain('count');
  });

  it('refuses a success status the contract does not list', async () => {
    const app = checkedApp();
    app.route({
      ...routeOf(app, item, { tags: ['test'] }),
      // The contract lists no 201: TypeScript refuses it too, so the test says it on purpose.
      handler: async (_request, reply) => reply.code(201 as 200).send({ id: 'x', count: 1 }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/items/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toContain('GET /api/items/:id 201: this status is not in the contract');
  });
});

describe('routes registered from an endpoint', () => {
  it('take the method and path from it, relative to the scope prefix', async () => {
    const app = checkedApp();
    await app.register(
      async (scope) => {
        scope.route({ ...routeOf(scope, item, { tags: ['test'] }), handler: async () => ({ id: 'in', count: 1 }) });
      },
      { prefix: '/api' },
    );
    const res = await app.inject({ method: 'GET', url: '/api/items/in' });
    expect(res.json()).toEqual({ id: 'in', count: 1 });
    expect((await app.inject({ method: 'POST', url: '/api/items/in' })).statusCode).toBe(404);
  });

  it('refuse an endpoint outside the scope prefix', async () => {
    const app = checkedApp();
    app.register(
      async (scope) => {
        routeOf(scope, item, { tags: ['test'] });
      },
      { prefix: '/api/admin' },
    );
    await expect(app.ready()).rejects.toThrow('GET /api/items/:id cannot be registered under /api/admin');
  });
});

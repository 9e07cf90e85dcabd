import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFound } from '../errors.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/echo',
    { schema: { body: z.object({ email: z.email('Please enter a valid email address.') }) } },
    async (r) => r.body,
  );
  api.get('/missing', async () => {
    throw new NotFound('Artist not found');
  });
  api.get('/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers invalid input with 400, the schema message and the field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please enter a valid email address.',
      details: { email: 'Please enter a valid email address.' },
    });
  });

  it('answers a typed error with its status and message', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Artist not found' });
  });

  it('hides the details of an unexpected failure', async () => {
    const res = await (await appWithRoutes()).inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });

  it('refuses a body over the limit and malformed JSON with clear messages', async () => {
    const app = await appWithRoutes();
    const big = await app.inject({ method: 'POST', url: '/echo', payload: { email: `${'x'.repeat(2000)}@a.co` } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large' });
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'The request body is not valid JSON' });
  });
});

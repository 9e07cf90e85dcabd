import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas, browsable at /api/docs. `guard`, when given,
 * runs before every docs request: in production the map of the API is for signed-in admins only.
 */
export async function registerOpenApi(app: FastifyInstance, guard?: onRequestHookHandler): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vernissage API',
        version: '0.1.0',
        description: 'Storefront and back-office API of a Vernissage gallery.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(guard ? { uiHooks: { onRequest: guard } } : {}),
  });
}

import { adminFormatEndpoints as endpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/contract-route.ts';
import {
  deleteCategory,
  deleteFormatType,
  type FormatsDeps,
  listCategories,
  listFormatTypes,
  saveCategory,
  saveFormatType,
} from './service.ts';

const tags = ['admin'];
const deleted = { success: true as const };

/** Format categories and types, registered inside `adminApi` (URLs relative to /api/admin). */
export async function formatRoutes(app: FastifyInstance, deps: FormatsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, endpoints.categories, { tags }),
    handler: async () => ({ categories: await listCategories(deps) }),
  });
  api.route({
    ...routeOf(api, endpoints.saveCategory, { tags, summary: 'Create a category, or update the one with this id' }),
    handler: async (request) => saveCategory(deps, request.body),
  });
  api.route({
    ...routeOf(api, endpoints.deleteCategory, { tags, summary: 'Delete a category and its format types' }),
    handler: async (request) => {
      await deleteCategory(deps, request.params.id);
      return deleted;
    },
  });
  api.route({
    ...routeOf(api, endpoints.types, { tags }),
    handler: async () => ({ formatTypes: await listFormatTypes(deps) }),
  });
  api.route({
    ...routeOf(api, endpoints.saveType, { tags, summary: 'Create a format type, or update the one with this id' }),
    handler: async (request) => saveFormatType(deps, request.body),
  });
  api.route({
    ...routeOf(api, endpoints.deleteType, { tags }),
    handler: async (request) => {
      await deleteFormatType(deps, request.params.id);
      return deleted;
    },
  });
}

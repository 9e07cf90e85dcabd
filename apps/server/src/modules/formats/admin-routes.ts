import {
  errorBody,
  formatCategory,
  formatCategoryBody,
  formatCategoryList,
  formatType,
  formatTypeBody,
  formatTypeList,
  idParam,
  successBody,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  api.get(
    '/format-categories',
    { config: { role: 'staff' }, schema: { tags, response: { 200: formatCategoryList } } },
    async () => ({
      categories: await listCategories(deps),
    }),
  );
  api.post(
    '/format-categories',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Create a category, or update the one with this id',
        body: formatCategoryBody,
        response: { 200: formatCategory, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => saveCategory(deps, request.body),
  );
  api.delete(
    '/format-categories/:id',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Delete a category and its format types',
        params: idParam,
        response: { 200: successBody, 404: errorBody },
      },
    },
    async (request) => {
      await deleteCategory(deps, request.params.id);
      return deleted;
    },
  );
  api.get(
    '/format-types',
    { config: { role: 'staff' }, schema: { tags, response: { 200: formatTypeList } } },
    async () => ({
      formatTypes: await listFormatTypes(deps),
    }),
  );
  api.post(
    '/format-types',
    {
      config: { role: 'staff' },
      schema: {
        tags,
        summary: 'Create a format type, or update the one with this id',
        body: formatTypeBody,
        response: { 200: formatType, 400: errorBody },
      },
    },
    async (request) => saveFormatType(deps, request.body),
  );
  api.delete(
    '/format-types/:id',
    { config: { role: 'staff' }, schema: { tags, params: idParam, response: { 200: successBody, 404: errorBody } } },
    async (request) => {
      await deleteFormatType(deps, request.params.id);
      return deleted;
    },
  );
}

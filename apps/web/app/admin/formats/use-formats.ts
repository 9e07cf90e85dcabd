import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormatCategory, FormatCategoryBody, FormatType, FormatTypeBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { type AdminResult, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { DEFAULT_CATEGORIES, DEFAULT_FORMAT_TYPES } from './format-defaults.ts';

type Loaded<T> = { items: T[]; defaults: boolean };

/** A list that falls back to the built-in defaults when it cannot be loaded. */
function useListWithDefaults<T>(key: readonly string[], load: () => Promise<AdminResult<T[]>>, defaults: T[]) {
  return useQuery({
    queryKey: key,
    queryFn: async (): Promise<Loaded<T>> => {
      const result = await load();
      return result.ok ? { items: result.data, defaults: false } : { items: defaults, defaults: true };
    },
  });
}

const listed = <T, L>(result: AdminResult<L>, items: (list: L) => T[]): AdminResult<T[]> =>
  result.ok ? { ...result, data: items(result.data) } : result;

export const useFormatCategories = () =>
  useListWithDefaults<FormatCategory>(
    adminKeys.formatCategories,
    async () => listed(await adminApi.formats.categories(), (l) => l.categories),
    DEFAULT_CATEGORIES,
  );

export const useFormatTypes = () =>
  useListWithDefaults<FormatType>(
    adminKeys.formatTypes,
    async () => listed(await adminApi.formats.types(), (l) => l.formatTypes),
    DEFAULT_FORMAT_TYPES,
  );

type Kind = 'category' | 'type';
const words = { category: ['Category', 'category'], type: ['Format type', 'format type'] } as const;

function useReload() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.formatCategories }),
      client.invalidateQueries({ queryKey: adminKeys.formatTypes }),
    ]);
}

/** Saves a category or a format type (POST creates, or updates the one with this id). */
export function useSaveFormatThing<B extends FormatCategoryBody | FormatTypeBody>(kind: Kind) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: B) => {
      const result =
        kind === 'category'
          ? await adminApi.formats.saveCategory({ body: body as FormatCategoryBody })
          : await adminApi.formats.saveType({ body: body as FormatTypeBody });
      if (!result.ok) throw new Error(failureText(result, `Failed to save ${words[kind][1]}`));
    },
    onSuccess: () => {
      adminToast(`${words[kind][0]} saved successfully!`);
      return reload();
    },
    onError: (error) => adminToast(error.message, 'error'),
  });
}

/** Deletes a category (with its format types) or a format type. */
export function useDeleteFormatThing(kind: Kind) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (id: string) => {
      const remove = kind === 'category' ? adminApi.formats.deleteCategory : adminApi.formats.deleteType;
      const result = await remove({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, `Failed to delete ${words[kind][1]}`));
    },
    onSuccess: () => adminToast(`${words[kind][0]} deleted successfully!`),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: reload,
  });
}

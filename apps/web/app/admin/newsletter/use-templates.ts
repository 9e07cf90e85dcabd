import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveTemplateBody, TemplateVariant } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { NETWORK_ERROR, newsletterKeys, TEMPLATES_FAILED } from './newsletter-keys.ts';

/** The saved templates (name and last change); loaded while the Templates dialog is open. */
export function useTemplates(enabled: boolean) {
  return useQuery({
    queryKey: newsletterKeys.templates,
    queryFn: async () => (await adminQuery(adminApi.newsletter.templates(), TEMPLATES_FAILED, NETWORK_ERROR)).templates,
    enabled,
    staleTime: 0,
  });
}

/** Fetches a template's variants for the form. */
export function useLoadTemplate() {
  return useMutation({
    mutationFn: async (id: string): Promise<TemplateVariant[]> => {
      const result = await adminApi.newsletter.template({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, TEMPLATES_FAILED, NETWORK_ERROR));
      return result.data.variants;
    },
    onError: (error) => adminToast(error.message, 'error'),
  });
}

/** Saves the variants under a name (an existing name is replaced), then reloads the list. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveTemplateBody) => {
      const result = await adminApi.newsletter.saveTemplate({ body });
      if (!result.ok) throw new Error(failureText(result, 'Failed to save template.', NETWORK_ERROR));
      return result.data.template;
    },
    onSuccess: (template) => adminToast(`Template '${template.name}' saved.`),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.templates }),
  });
}

/** Deletes a template, then reloads the list. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await adminApi.newsletter.deleteTemplate({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, 'Failed to delete template.', NETWORK_ERROR));
    },
    onSuccess: () => adminToast('Template deleted.'),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: newsletterKeys.templates }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArtworkBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** Every artwork, newest first; failures read as the server's text, 'Failed to fetch artworks' or 'Network error'. */
export function useAdminArtworks() {
  return useQuery({
    queryKey: adminKeys.artworks,
    queryFn: () => adminQuery(adminApi.artworks.list(), 'Failed to fetch artworks', 'Network error'),
  });
}

type Save = { id: string | null; body: AdminArtworkBody & { artist: unknown } };

/** Creates (POST) or updates (PUT) an artwork; the caller shows a failure inline. */
export function useSaveArtwork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: Save) => {
      const result = id
        ? await adminApi.artworks.update({ params: { id }, body })
        : await adminApi.artworks.create({ body });
      if (!result.ok) throw new Error(failureText(result, 'Save failed'));
      return result.data;
    },
    onSuccess: (_saved, { id }) => {
      adminToast(id ? 'Artwork updated!' : 'Artwork added!');
      return client.invalidateQueries({ queryKey: adminKeys.artworks });
    },
  });
}

/** Deletes an artwork, says so, and reloads the list. */
export function useDeleteArtwork() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await adminApi.artworks.remove({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, 'Delete failed'));
    },
    onSuccess: () => adminToast('Artwork deleted!'),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.artworks }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArtist, AdminArtistBody } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminQuery, failureText } from '../api/client.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';

/** Every artist, by name; failures read as the server's text, 'Failed to fetch artists' or 'Network error'. */
export function useAdminArtists() {
  return useQuery({
    queryKey: adminKeys.artists,
    queryFn: () => adminQuery(adminApi.artists.list(), 'Failed to fetch artists', 'Network error'),
  });
}

type Save = { id: string | null; body: AdminArtistBody };

/** Creates or updates an artist; a failure is shown inline by the caller and as a toast here. */
export function useSaveArtist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: Save) => {
      const result = id
        ? await adminApi.artists.update({ params: { id }, body })
        : await adminApi.artists.create({ body });
      if (!result.ok) {
        adminToast(failureText(result, 'Artist save failed'), 'error');
        throw new Error(failureText(result, 'Save failed'));
      }
      return result.data;
    },
    onSuccess: (saved, { id }) => {
      adminToast(id ? 'Artist updated!' : 'Artist added!');
      client.setQueryData<AdminArtist[]>(adminKeys.artists, (list) =>
        list ? [...list.filter((a) => a._id !== saved._id), saved].sort((a, b) => a.name.localeCompare(b.name)) : list,
      );
      void client.invalidateQueries({ queryKey: adminKeys.artists });
      // Artworks embed their artist's name.
      if (id) void client.invalidateQueries({ queryKey: adminKeys.artworks });
    },
  });
}

/** Deletes an artist, says so, and reloads the list. */
export function useDeleteArtist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const result = await adminApi.artists.remove({ params: { id } });
      if (!result.ok) throw new Error(failureText(result, 'Delete failed'));
    },
    onSuccess: () => adminToast('Artist deleted!'),
    onError: (error) => adminToast(error.message, 'error'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.artists }),
  });
}

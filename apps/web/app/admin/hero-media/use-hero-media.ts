import { useQuery } from '@tanstack/react-query';
import type { HeroMedia } from '@vernissage/contract';
import { adminApi } from '../api/admin-api.ts';
import { adminKeys } from '../lib/admin-query.ts';

/** The current hero media, or null when none has been uploaded yet (404). */
export function useHeroMedia() {
  return useQuery({
    queryKey: adminKeys.heroMedia,
    queryFn: async (): Promise<HeroMedia | null> => {
      const result = await adminApi.heroMedia.current();
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new Error('Failed to load hero media');
    },
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function uploadedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

import { type AdminArtist, type AdminArtistBody, adminArtistBody, commissionRate } from '@vernissage/contract';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { commaList } from '../lib/comma-list.ts';

/** What the artist form holds: awards as rows (objects, for the field array), styles as text. */
export type ArtistFormValues = {
  name: string;
  bio: string;
  website: string;
  instagram: string;
  email: string;
  country: string;
  profileImage: string;
  awards: { value: string }[];
  style: string;
  verified: boolean;
  featured: boolean;
  /** The gallery's commission in percent, as typed; '' on a new artist takes the shop's default. */
  commissionRate: string;
};

export type ArtistControl = Control<ArtistFormValues, unknown, AdminArtistBody>;

/** The contract's body ('Name is required.' after trimming); empty award rows are dropped. */
export const artistFormSchema = adminArtistBody.extend({
  awards: z
    .array(z.object({ value: z.string().max(100, 'Awards is too long.') }))
    .transform((rows) => [...new Set(rows.map((r) => r.value.trim()).filter(Boolean))]),
  style: commaList(20, 'styles'),
  commissionRate: z.preprocess((v) => (v === '' ? undefined : v), commissionRate.optional()),
});

export function artistFormValues(artist: AdminArtist | null): ArtistFormValues {
  return {
    name: artist?.name ?? '',
    bio: artist?.bio ?? '',
    website: artist?.website ?? '',
    instagram: artist?.instagram ?? '',
    email: artist?.email ?? '',
    country: artist?.country ?? '',
    profileImage: artist?.profileImage ?? '',
    awards: artist?.awards.length ? artist.awards.map((value) => ({ value })) : [{ value: '' }],
    style: artist?.style.join(', ') ?? '',
    verified: artist?.verified ?? false,
    featured: artist?.featured ?? false,
    commissionRate: artist ? String(artist.commissionRate) : '',
  };
}

import type { AdminArtist } from '@vernissage/contract';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ArtistDialog } from '../artists/artist-dialog.tsx';
import { useAdminArtists } from '../artists/use-artists.ts';
import { SelectField } from '../ui/fields.tsx';
import type { ArtworkControl } from './artwork-form.ts';

const NEW_ARTIST = '__new__';

/** The artist of the work; '+ Add New Artist' opens the artist form and selects the artist it creates. */
export function ArtistSelect({ control }: { control: ArtworkControl }) {
  const artists = useAdminArtists();
  const { field, fieldState } = useController({ control, name: 'artist' });
  const [adding, setAdding] = useState(false);
  const list: AdminArtist[] = artists.data ?? [];
  const missing = field.value && !list.some((a) => a._id === field.value);

  return (
    <>
      <SelectField
        label="Artist"
        name={field.name}
        ref={field.ref}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(e) => (e.target.value === NEW_ARTIST ? setAdding(true) : field.onChange(e.target.value))}
        error={fieldState.error?.message ?? (artists.isError ? artists.error.message : undefined)}
      >
        <option value="">{artists.isPending ? 'Loading artists...' : 'Choose an artist'}</option>
        {missing && <option value={field.value}>Current artist</option>}
        {list.map((artist) => (
          <option key={artist._id} value={artist._id}>
            {artist.name}
          </option>
        ))}
        <option value={NEW_ARTIST}>+ Add New Artist</option>
      </SelectField>
      <ArtistDialog
        open={adding}
        artist={null}
        onOpenChange={setAdding}
        onSaved={(artist) => {
          field.onChange(artist._id);
          void artists.refetch();
        }}
      />
    </>
  );
}

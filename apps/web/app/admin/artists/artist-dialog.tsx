import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminArtist, AdminArtistBody } from '@vernissage/contract';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, SwitchField, TextAreaField, TextField } from '../ui/fields.tsx';
import { SingleImageField } from '../ui/single-image-field.tsx';
import { type ArtistFormValues, artistFormSchema, artistFormValues } from './artist-form.ts';
import { AwardsFieldset } from './awards-fieldset.tsx';
import { useSaveArtist } from './use-artists.ts';

type Props = {
  open: boolean;
  artist: AdminArtist | null;
  onOpenChange: (open: boolean) => void;
  onSaved?: (artist: AdminArtist) => void;
};

const resolver = zodResolver(artistFormSchema) as unknown as Resolver<ArtistFormValues, unknown, AdminArtistBody>;

/** Add or edit an artist: profile, links, portrait and awards. */
export function ArtistDialog({ open, artist, onOpenChange, onSaved }: Props) {
  const formId = useId();
  const save = useSaveArtist();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ArtistFormValues, unknown, AdminArtistBody>({ resolver, defaultValues: artistFormValues(null) });
  const { control, register, handleSubmit, reset, watch, setValue, formState } = form;
  const errors = formState.errors;

  const resetSave = save.reset;
  useEffect(() => {
    if (!open) return;
    reset(artistFormValues(artist));
    resetSave();
  }, [open, artist, reset, resetSave]);

  const submit = handleSubmit((body) =>
    save.mutate(
      { id: artist?._id ?? null, body },
      {
        onSuccess: (saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        },
      },
    ),
  );

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={artist ? 'Edit Artist' : 'Add Artist'}
      description={artist ? artist.name : 'A new artist for the gallery.'}
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={save.isPending || uploading}
          submitLabel={save.isPending ? 'Saving...' : artist ? 'Save Changes' : 'Add Artist'}
          note={<FormError message={save.error?.message} />}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...register('name')} error={errors.name?.message} autoComplete="off" />
        <TextField label="Country" {...register('country')} error={errors.country?.message} autoComplete="off" />
        <TextField label="Email" type="email" {...register('email')} error={errors.email?.message} autoComplete="off" />
        <TextField
          label="Website"
          type="url"
          {...register('website')}
          placeholder="https://"
          error={errors.website?.message}
        />
        <TextField
          label="Instagram"
          {...register('instagram')}
          placeholder="@handle"
          error={errors.instagram?.message}
        />
        <TextField label="Styles" {...register('style')} hint="Separate with commas." error={errors.style?.message} />
        <TextField
          label="Commission (%)"
          inputMode="decimal"
          {...register('commissionRate')}
          hint={
            artist
              ? "The gallery's share of each sale."
              : "The gallery's share of each sale. Empty: the shop's default."
          }
          error={errors.commissionRate?.message}
          autoComplete="off"
        />
        <TextAreaField
          label="Bio"
          {...register('bio')}
          rows={5}
          error={errors.bio?.message}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <SingleImageField
            legend="Profile image"
            value={watch('profileImage')}
            alt={watch('name') ? `Portrait of ${watch('name')}` : 'Profile image'}
            look="square"
            emptyText="No image"
            removeLabel="Remove profile image"
            uploadLabel="Upload profile image"
            replaceLabel="Replace image"
            onChange={(url) => setValue('profileImage', url, { shouldDirty: true })}
            onBusyChange={setUploading}
          />
        </div>
        <div className="sm:col-span-2">
          <AwardsFieldset control={control} register={register} />
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-3 sm:col-span-2">
          <SwitchField
            label="Verified"
            hint="Shows the verified mark on the artist's page."
            {...register('verified')}
          />
          <SwitchField label="Featured" hint="Shown in the home page's artist spotlight." {...register('featured')} />
        </div>
      </DialogForm>
    </AdminDialog>
  );
}

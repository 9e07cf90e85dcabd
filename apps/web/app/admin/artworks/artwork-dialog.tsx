import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminArtwork, AdminArtworkBody, Picture } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AdminDialog, FormActions } from '../ui/admin-dialog.tsx';
import { FormError } from '../ui/fields.tsx';
import { ArtworkDetailsFields } from './artwork-details-fields.tsx';
import { type ArtworkFormValues, artworkBody, artworkFormSchema, artworkFormValues } from './artwork-form.ts';
import { FormatsFieldset } from './formats-fieldset.tsx';
import { ImagesFieldset } from './images-fieldset.tsx';
import { PresentationFields } from './presentation-fields.tsx';
import { ProvenanceFieldset } from './provenance-fieldset.tsx';
import { useSaveArtwork } from './use-artworks.ts';

type Props = { open: boolean; artwork: AdminArtwork | null; onOpenChange: (open: boolean) => void };

const resolver = zodResolver(artworkFormSchema) as unknown as Resolver<ArtworkFormValues, unknown, AdminArtworkBody>;
const FORM_ID = 'artwork-form';

/** Add or edit an artwork: details, formats, images and how the shop presents it. */
export function ArtworkDialog({ open, artwork, onOpenChange }: Props) {
  const save = useSaveArtwork();
  const [uploading, setUploading] = useState(false);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const form = useForm<ArtworkFormValues, unknown, AdminArtworkBody>({
    resolver,
    defaultValues: artworkFormValues(null),
  });
  const { control, register, handleSubmit, reset, watch, setValue, formState } = form;

  // Each opening starts from the artwork as it is (or a blank form).
  const resetSave = save.reset;
  useEffect(() => {
    if (!open) return;
    reset(artworkFormValues(artwork));
    setPictures(artwork?.pictures ?? []);
    resetSave();
  }, [open, artwork, reset, resetSave]);

  const submit = handleSubmit((parsed) =>
    save.mutate({ id: artwork?._id ?? null, body: artworkBody(parsed) }, { onSuccess: () => onOpenChange(false) }),
  );
  const busy = save.isPending || uploading;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={artwork ? 'Edit Artwork' : 'Add Artwork'}
      description={artwork ? artwork.title || 'Unknown Artwork' : 'A new work for the gallery.'}
      footer={
        <FormActions
          formId={FORM_ID}
          onCancel={() => onOpenChange(false)}
          disabled={busy}
          submitLabel={save.isPending ? 'Saving...' : artwork ? 'Save Changes' : 'Add Artwork'}
          note={<FormError message={save.error?.message} />}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={submit}
        className="grid gap-x-10 gap-y-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]"
      >
        <div className="space-y-8">
          <ArtworkDetailsFields control={control} register={register} errors={formState.errors} />
          <FormatsFieldset control={control} register={register} errors={formState.errors} />
        </div>
        <div className="space-y-8">
          <ImagesFieldset
            images={watch('images')}
            pictures={pictures}
            error={formState.errors.images?.message}
            onChange={(images) =>
              setValue('images', images, { shouldValidate: formState.isSubmitted, shouldDirty: true })
            }
            onUploaded={(picture) => setPictures((list) => [...list, picture])}
            onBusyChange={setUploading}
          />
          <PresentationFields
            register={register}
            errors={formState.errors}
            limited={watch('limited')}
            numbers={artwork?.editionNumbers ?? null}
          />
          <ProvenanceFieldset control={control} register={register} errors={formState.errors} />
        </div>
      </form>
    </AdminDialog>
  );
}

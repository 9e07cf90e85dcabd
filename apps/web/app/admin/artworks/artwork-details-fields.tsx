import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useCurrency } from '../../lib/currency.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { ArtistSelect } from './artist-select.tsx';
import type { ArtworkControl, ArtworkFormValues } from './artwork-form.ts';

type Props = {
  control: ArtworkControl;
  register: UseFormRegister<ArtworkFormValues>;
  errors: FieldErrors<ArtworkFormValues>;
};

/** Title, artist, prices and the wall-label facts. */
export function ArtworkDetailsFields({ control, register, errors }: Props) {
  const currency = useCurrency();
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-[1.125rem]">Artwork</legend>
      <TextField label="Title" {...register('title')} error={errors.title?.message} className="sm:col-span-2" />
      <ArtistSelect control={control} />
      <TextField
        label="Year"
        {...register('year')}
        type="number"
        min={1000}
        max={2100}
        step={1}
        inputMode="numeric"
        error={errors.year?.message}
      />
      <TextField
        label={`Price (${currency})`}
        {...register('price')}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={errors.price?.message}
        hint="The base price shown in the gallery."
      />
      <TextField
        label={`Original price (${currency})`}
        {...register('originalPrice')}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={errors.originalPrice?.message}
        hint="Optional: shown struck through."
      />
      <TextField label="Medium" {...register('medium')} placeholder="Oil on linen" error={errors.medium?.message} />
      <TextField
        label="Dimensions"
        {...register('dimensions')}
        placeholder="40 × 50 in"
        error={errors.dimensions?.message}
      />
      <TextAreaField
        label="Description"
        {...register('description')}
        rows={5}
        error={errors.description?.message}
        className="sm:col-span-2"
      />
      <SelectField
        label="Ownership"
        {...register('ownership')}
        error={errors.ownership?.message}
        hint="A work the gallery owns pays its artist no share."
      >
        <option value="consigned">Consigned by the artist</option>
        <option value="gallery">Owned by the gallery</option>
      </SelectField>
      <TextField
        label="Commission (%)"
        {...register('commissionRate')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.commissionRate?.message}
        hint="Optional: this work's rate instead of the artist's."
      />
    </fieldset>
  );
}

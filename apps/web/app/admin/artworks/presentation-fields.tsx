import type { EditionNumbers } from '@vernissage/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, SwitchField, TextField } from '../ui/fields.tsx';
import type { ArtworkFormValues } from './artwork-form.ts';
import { EditionNumbersList } from './edition-numbers-list.tsx';

type Props = {
  register: UseFormRegister<ArtworkFormValues>;
  errors: FieldErrors<ArtworkFormValues>;
  limited: boolean;
  /** The saved edition's numbers (null for a new or unique work). */
  numbers: EditionNumbers | null;
};

/** How the shop shows and sells the work: availability, featuring, editions, tags and collections. */
export function PresentationFields({ register, errors, limited, numbers }: Props) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 font-display text-[1.125rem]">In the shop</legend>
      <SelectField label="Availability" {...register('availability')} error={errors.availability?.message}>
        <option value="available">Available</option>
        <option value="reserved">Reserved</option>
        <option value="sold">Sold</option>
      </SelectField>
      <div className="flex flex-col justify-end gap-3 pb-1">
        <SwitchField label="Featured" hint="Shown in the home page's Featured Collection." {...register('featured')} />
      </div>
      <SwitchField
        label="Price on request"
        hint="The shop shows 'Price on request' and sells it only by inquiry or offer; the price stays yours."
        {...register('priceOnRequest')}
        className="sm:col-span-2"
      />
      <SwitchField
        label="Accepts offers"
        hint="Collectors can make an offer; you answer them in the Offers tab."
        {...register('acceptsOffers')}
        className="sm:col-span-2"
      />
      <SwitchField label="Limited edition" {...register('limited')} className="sm:col-span-2" />
      {limited && (
        <TextField
          label="Edition size"
          {...register('limitedCount')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={errors.limitedCount?.message}
          hint="How many can be sold in all."
        />
      )}
      {limited && (
        <TextField
          label="Withheld numbers"
          {...register('withheldNumbers')}
          inputMode="numeric"
          placeholder="3, 7"
          error={errors.withheldNumbers?.message}
          hint="Never sold online: sold at a fair, kept by the artist. Separate with commas."
        />
      )}
      {limited && numbers && <EditionNumbersList numbers={numbers} />}
      <TextField
        label="Tags"
        {...register('tags')}
        placeholder="abstract, blue, landscape"
        hint="Separate with commas."
        error={errors.tags?.message}
        className="sm:col-span-2"
      />
      <TextField
        label="Collections"
        {...register('collections')}
        placeholder="Garden Forms, Coastal Light"
        hint="Separate with commas."
        error={errors.collections?.message}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}

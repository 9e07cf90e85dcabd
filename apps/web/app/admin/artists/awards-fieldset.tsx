import { Plus, X } from 'lucide-react';
import { type UseFormRegister, useFieldArray } from 'react-hook-form';
import { secondaryButton } from '../ui/buttons.ts';
import { controlClass } from '../ui/fields.tsx';
import type { ArtistControl, ArtistFormValues } from './artist-form.ts';

type Props = { control: ArtistControl; register: UseFormRegister<ArtistFormValues> };

/** Awards, one per row; empty rows are dropped on save and the last row stays. */
export function AwardsFieldset({ control, register }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'awards', keyName: 'key' });
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[0.8125rem] font-medium text-ink-soft">Awards</legend>
      <ol className="space-y-2">
        {fields.map((field, i) => (
          <li key={field.key} className="flex gap-2">
            <input
              {...register(`awards.${i}.value`)}
              aria-label={`Award ${i + 1}`}
              placeholder="Prize or residency, and year"
              className={`${controlClass} h-10`}
            />
            <button
              type="button"
              onClick={() => remove(i)}
              disabled={fields.length === 1}
              aria-label={`Remove award ${i + 1}`}
              className="grid size-10 shrink-0 place-items-center text-muted transition-colors hover:bg-mat hover:text-error disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-muted"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" onClick={() => append({ value: '' })} className={`${secondaryButton} mt-2`}>
        <Plus aria-hidden className="size-4" />
        Add award
      </button>
    </fieldset>
  );
}

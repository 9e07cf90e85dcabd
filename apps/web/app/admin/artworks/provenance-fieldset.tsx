import { PROVENANCE_MAX_ENTRIES } from '@vernissage/contract';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { secondaryButton } from '../ui/buttons.ts';
import { controlClass } from '../ui/fields.tsx';
import { type ArtworkControl, type ArtworkFormValues, newProvenanceEntry } from './artwork-form.ts';

type Props = {
  control: ArtworkControl;
  register: UseFormRegister<ArtworkFormValues>;
  errors: FieldErrors<ArtworkFormValues>;
};

const MOVES = [
  { by: -1, word: 'up', Icon: ArrowUp },
  { by: 1, word: 'down', Icon: ArrowDown },
] as const;

const iconButton =
  'grid size-10 place-items-center text-muted transition-colors hover:bg-mat hover:text-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** The work's history in order: a free-text date, what happened, and whether the public sees it. */
export function ProvenanceFieldset({ control, register, errors }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'provenance', keyName: 'key' });
  const listError = errors.provenance?.message ?? errors.provenance?.root?.message;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-display text-[1.125rem]">Provenance</legend>
      <p className="mb-3 text-[0.8125rem] text-muted">
        Who has owned or shown the work, oldest first. Public entries appear on the artwork’s page and its certificate.
      </p>
      <ol className="space-y-4">
        {fields.map((field, i) => {
          const rowErrors = errors.provenance?.[i];
          const n = i + 1;
          return (
            <li key={field.key} className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 border-b border-line pb-4">
              <input
                {...register(`provenance.${i}.date`)}
                aria-label={`Provenance ${n} date`}
                placeholder="e.g. 2019"
                aria-invalid={rowErrors?.date ? true : undefined}
                className={`${controlClass} h-10`}
              />
              <div>
                <textarea
                  {...register(`provenance.${i}.text`)}
                  aria-label={`Provenance ${n} text`}
                  placeholder="e.g. Acquired from the artist's studio, Nairobi"
                  rows={2}
                  aria-invalid={rowErrors?.text ? true : undefined}
                  className={`${controlClass} min-h-10 py-2`}
                />
                {rowErrors?.text && <p className="mt-1 text-[0.8125rem] text-error">{rowErrors.text.message}</p>}
                {rowErrors?.date && <p className="mt-1 text-[0.8125rem] text-error">{rowErrors.date.message}</p>}
              </div>
              <div className="col-span-2 flex flex-wrap items-center justify-between gap-2">
                <label className="flex h-10 items-center gap-2 text-[0.8125rem]">
                  <input {...register(`provenance.${i}.public`)} type="checkbox" className="switch" />
                  Public<span className="sr-only"> (provenance {n})</span>
                </label>
                <div className="flex">
                  {MOVES.map(({ by, word, Icon }) => (
                    <button
                      key={word}
                      type="button"
                      onClick={() => move(i, i + by)}
                      disabled={i + by < 0 || i + by >= fields.length}
                      aria-label={`Move provenance ${n} ${word}`}
                      className={iconButton}
                    >
                      <Icon aria-hidden className="size-4" />
                    </button>
                  ))}
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    aria-label={`Remove provenance ${n}`}
                    className={`${iconButton} hover:text-error`}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && <p className="mt-2 text-[0.8125rem] text-error">{listError}</p>}
      <button
        type="button"
        onClick={() => append(newProvenanceEntry())}
        disabled={fields.length >= PROVENANCE_MAX_ENTRIES}
        className={`${secondaryButton} mt-3`}
      >
        <Plus aria-hidden className="size-4" />
        Add provenance entry
      </button>
    </fieldset>
  );
}

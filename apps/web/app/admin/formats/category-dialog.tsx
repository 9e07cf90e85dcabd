import { zodResolver } from '@hookform/resolvers/zod';
import {
  categorySlug,
  DEFAULT_CATEGORY_COLOR,
  type FormatCategory,
  type FormatCategoryBody,
  formatCategoryBody,
} from '@vernissage/contract';
import { useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AdminDialog, FormActions } from '../ui/admin-dialog.tsx';
import { TextAreaField, TextField } from '../ui/fields.tsx';
import { newCategoryId } from './format-defaults.ts';
import { useSaveFormatThing } from './use-formats.ts';

type Values = { id: string; name: string; description: string; keywords: string; color: string };
type Props = { open: boolean; category: FormatCategory | null; onOpenChange: (open: boolean) => void };

const resolver = zodResolver(formatCategoryBody) as unknown as Resolver<Values, unknown, FormatCategoryBody>;

const valuesOf = (c: FormatCategory | null): Values => ({
  id: c?.id ?? '',
  name: c?.name ?? '',
  description: c?.description ?? '',
  keywords: c?.keywords.join(', ') ?? '',
  color: c?.color ?? DEFAULT_CATEGORY_COLOR,
});

/** Add or edit a format category: name (its slug shown), description, keywords and colour. */
export function CategoryDialog({ open, category, onOpenChange }: Props) {
  const formId = useId();
  const save = useSaveFormatThing<FormatCategoryBody>('category');
  const { register, handleSubmit, reset, watch, formState } = useForm<Values, unknown, FormatCategoryBody>({
    resolver,
    defaultValues: valuesOf(null),
  });
  useEffect(() => {
    if (open) reset(valuesOf(category));
  }, [open, category, reset]);

  const submit = handleSubmit((body) =>
    save.mutate({ ...body, id: body.id ?? newCategoryId() }, { onSuccess: () => onOpenChange(false) }),
  );
  const slug = categorySlug(watch('name') ?? '');
  const color = watch('color');

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? 'Edit Category' : 'Add Category'}
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={save.isPending}
          submitLabel={save.isPending ? 'Saving...' : category ? 'Save Changes' : 'Add Category'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          label="Name"
          {...register('name')}
          error={formState.errors.name?.message}
          hint={
            <>
              Slug: <span className="font-mono text-ink-soft">{slug || '—'}</span>
            </>
          }
          autoComplete="off"
        />
        <TextAreaField
          label="Description"
          {...register('description')}
          rows={3}
          error={formState.errors.description?.message}
        />
        <TextField
          label="Keywords"
          {...register('keywords')}
          placeholder="oil, canvas, acrylic"
          hint="Separate with commas: words that describe the formats in this category."
          error={formState.errors.keywords?.message}
        />
        <div className="flex items-end gap-3">
          <TextField
            label="Color"
            type="color"
            {...register('color')}
            className="w-24 [&_input]:p-1"
            error={formState.errors.color?.message}
          />
          <span className="pb-2.5 font-mono text-[0.8125rem] text-muted uppercase">{color}</span>
        </div>
      </form>
    </AdminDialog>
  );
}

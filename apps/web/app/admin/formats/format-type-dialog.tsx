import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SHIPPING_CLASS,
  type FormatCategory,
  type FormatType,
  type FormatTypeBody,
  formatTypeBody,
  SHIPPING_CLASS_LABELS,
  SHIPPING_CLASSES,
  type ShippingClass,
} from '@vernissage/contract';
import { useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AdminDialog, FormActions } from '../ui/admin-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { newFormatTypeId } from './format-defaults.ts';
import { useSaveFormatThing } from './use-formats.ts';

type Values = {
  id: string;
  name: string;
  categoryId: string;
  description: string;
  priceMultiplier: string;
  shippingClass: ShippingClass;
};
type Props = {
  open: boolean;
  formatType: FormatType | null;
  categories: FormatCategory[];
  onOpenChange: (open: boolean) => void;
};

const resolver = zodResolver(formatTypeBody) as unknown as Resolver<Values, unknown, FormatTypeBody>;

const valuesOf = (t: FormatType | null): Values => ({
  id: t?.id ?? '',
  name: t?.name ?? '',
  categoryId: t?.categoryId ?? '',
  description: t?.description ?? '',
  priceMultiplier: t?.priceMultiplier === null || t?.priceMultiplier === undefined ? '' : String(t.priceMultiplier),
  shippingClass: t?.shippingClass ?? DEFAULT_SHIPPING_CLASS,
});

/** Add or edit a format type: name, category, description, an optional price multiplier and how it ships. */
export function FormatTypeDialog({ open, formatType, categories, onOpenChange }: Props) {
  const formId = useId();
  const save = useSaveFormatThing<FormatTypeBody>('type');
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, FormatTypeBody>({
    resolver,
    defaultValues: valuesOf(null),
  });
  useEffect(() => {
    if (open) reset(valuesOf(formatType));
  }, [open, formatType, reset]);

  const submit = handleSubmit((body) =>
    save.mutate({ ...body, id: body.id ?? newFormatTypeId() }, { onSuccess: () => onOpenChange(false) }),
  );
  const e = formState.errors;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={formatType ? 'Edit Format Type' : 'Add Format Type'}
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={save.isPending}
          submitLabel={save.isPending ? 'Saving...' : formatType ? 'Save Changes' : 'Add Format Type'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          {...register('name')}
          error={e.name?.message}
          autoComplete="off"
          className="sm:col-span-2"
        />
        <SelectField label="Category" {...register('categoryId')} error={e.categoryId?.message}>
          <option value="">Choose a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price multiplier (optional)"
          type="number"
          min={0}
          step="0.1"
          {...register('priceMultiplier')}
          error={e.priceMultiplier?.message}
          hint="For example 1.5 for half again the base price."
        />
        <SelectField
          label="Shipping class"
          {...register('shippingClass')}
          error={e.shippingClass?.message}
          hint="Sets the shipping rate from the Shop tab; an artwork's format may differ."
        >
          {SHIPPING_CLASSES.map((cls) => (
            <option key={cls} value={cls}>
              {SHIPPING_CLASS_LABELS[cls]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Description"
          {...register('description')}
          rows={3}
          error={e.description?.message}
          className="sm:col-span-2"
        />
      </form>
    </AdminDialog>
  );
}

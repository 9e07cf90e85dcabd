import { type AdminArtwork, collectorHoldBody } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, TextAreaField, TextField } from '../ui/fields.tsx';
import { usePlaceHold } from './use-offers.ts';

type Props = { artwork: AdminArtwork | null; onClose: () => void };
type Errors = Partial<Record<'collector' | 'until' | 'note', string>>;

/** A week from today, as a date input holds it. */
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * 'Hold for a collector': who (a name or e-mail), the last day held and a note. One unit is reserved
 * until that day ends (UTC); the server refuses when no unit is free.
 */
export function HoldDialog({ artwork, onClose }: Props) {
  const formId = useId();
  const [values, setValues] = useState({ collector: '', until: inAWeek(), note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const place = usePlaceHold(onClose);
  const open = artwork !== null;

  useEffect(() => {
    if (!open) return;
    setValues({ collector: '', until: inAWeek(), note: '' });
    setErrors({});
    place.reset();
  }, [open, place.reset]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = collectorHoldBody.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'collector' || field === 'until' || field === 'note') && !found[field])
          found[field] = issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    if (artwork) place.mutate({ artworkId: artwork._id, body: parsed.data });
  }
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title="Hold for a collector"
      description={
        artwork ? `“${artwork.title}” is reserved for them and not sold online until the day ends.` : undefined
      }
      footer={
        <FormActions
          formId={formId}
          onCancel={onClose}
          disabled={place.isPending}
          submitLabel={place.isPending ? 'Holding...' : 'Hold'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="grid gap-4">
        <TextField
          label="Collector (name or e-mail)"
          value={values.collector}
          onChange={set('collector')}
          error={errors.collector}
          autoComplete="off"
          data-autofocus
        />
        <TextField
          label="Held until (last day)"
          type="date"
          value={values.until}
          onChange={set('until')}
          error={errors.until}
        />
        <TextAreaField
          label="Note (optional)"
          rows={3}
          value={values.note}
          onChange={set('note')}
          error={errors.note}
        />
        <FormError message={place.isError ? place.error.message : null} />
      </DialogForm>
    </AdminDialog>
  );
}

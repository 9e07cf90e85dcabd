import { type FormEvent, useId, useRef, useState } from 'react';
import { useMoney } from '../../lib/currency.tsx';
import { Modal } from '../../ui/modal.tsx';
import { fieldClass, TextField } from '../../ui/text-field.tsx';
import { checkOffer, makeOffer } from '../api/client.ts';
import type { DetailArtwork } from '../artwork-detail/detail-types.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artwork: DetailArtwork;
  /** The format chosen in the purchase panel, preselected here. */
  formatId: string | null;
};

type Field = 'formatId' | 'amount' | 'email' | 'name' | 'message';
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };
const FIELDS: Field[] = ['formatId', 'amount', 'email', 'name', 'message'];

/**
 * The collector's offer on one format of the work: amount, e-mail, name and a note, checked with the
 * contract's rules here and again by the server (POST /api/offers). The gallery answers by e-mail.
 */
export default function MakeOfferDialog({ open, onOpenChange, artwork, formatId }: Props) {
  const { formatPrice, currency } = useMoney();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const formats = artwork.formats.filter((f) => f.available);
  const [chosen, setChosen] = useState(formats.find((f) => f.id === formatId)?.id ?? formats[0]?.id ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const format = formats.find((f) => f.id === chosen);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      artworkId: artwork.id,
      formatId: chosen,
      amount: String(data.get('amount') ?? ''),
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      message: String(data.get('message') ?? ''),
    };
    const checked = await checkOffer(body);
    if (!checked.ok) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.issues) {
        const key = issue.path[0] as Field;
        if (FIELDS.includes(key) && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((k) => found[k]);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    const result = await makeOffer(checked.data);
    if (result.kind === 'ok') setStatus({ kind: 'sent', message: result.data.message });
    else if (result.kind === 'network') setStatus({ kind: 'failed', message: 'Network error. Please try again.' });
    else setStatus({ kind: 'failed', message: result.error ?? 'The offer could not be sent. Please try again.' });
  };

  const clear = (key: Field) => {
    // A refusal answered the values as they were; an edit makes it stale.
    if (status.kind === 'failed') setStatus({ kind: 'idle' });
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Make an Offer"
      description={
        <>
          <span className="italic">{artwork.title}</span> by {artwork.artist.name}
        </>
      }
      size="md"
    >
      {status.kind === 'sent' ? (
        <div className="grid gap-6">
          <p role="status" className="text-[1.0625rem] leading-relaxed">
            {status.message}
          </p>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex min-h-12 items-center justify-center self-start bg-ink px-8 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
          >
            Close
          </button>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={onSubmit} aria-label="Make an offer" className="grid gap-6">
          {formats.length > 1 && (
            <div>
              <label htmlFor={`${id}-format`} className="label-caps text-ink-soft">
                Format
              </label>
              <select
                id={`${id}-format`}
                name="formatId"
                value={chosen}
                onChange={(e) => {
                  setChosen(e.target.value);
                  clear('formatId');
                }}
                className={fieldClass}
              >
                {formats.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <TextField
              id={`${id}-amount`}
              name="amount"
              label={`Your offer (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount ?? errors.formatId}
              onChange={() => clear('amount')}
            />
            {format && format.price !== null && (
              <p className="mt-2 text-[0.875rem] text-muted">
                {formats.length > 1 ? `${format.name}: listed` : 'Listed'} at {formatPrice(format.price)}
              </p>
            )}
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              id={`${id}-name`}
              name="name"
              label="Name"
              autoComplete="name"
              error={errors.name}
              onChange={() => clear('name')}
            />
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              inputMode="email"
              error={errors.email}
              onChange={() => clear('email')}
            />
          </div>
          <TextField
            id={`${id}-message`}
            name="message"
            label="Note (optional)"
            multiline
            rows={3}
            error={errors.message}
            onChange={() => clear('message')}
          />
          <p className="text-[0.875rem] leading-relaxed text-muted">
            The gallery answers every offer by e-mail. If it is accepted, the work is held for you for 48 hours and you
            receive a personal link to buy it at your price.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
            <SubmitButton
              busy={status.kind === 'sending'}
              busyLabel="Sending..."
              className="inline-flex min-h-12 items-center justify-center bg-ink px-8 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-wait disabled:bg-muted"
            >
              Send Offer
            </SubmitButton>
            <FormAlert error={status.kind === 'failed' ? status.message : null} className="text-[0.9375rem]" />
          </div>
        </form>
      )}
    </Modal>
  );
}

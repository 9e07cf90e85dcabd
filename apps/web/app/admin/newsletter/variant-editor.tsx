import { Trash } from 'lucide-react';
import { rowDangerButton } from '../ui/buttons.ts';
import { TextAreaField, TextField } from '../ui/fields.tsx';
import { RichEditor } from './rich-editor.tsx';
import type { DraftVariant, VariantBody } from './variants.ts';

type Props = {
  variant: DraftVariant;
  /** 'Variant A', 'Variant B', ...: the group's name, which also labels its Remove button. */
  name: string;
  /** After a refused send, blank required fields are marked. */
  showMissing: boolean;
  onChange: (patch: Partial<VariantBody>) => void;
  /** Absent while this is the only variant. */
  onRemove?: (() => void) | undefined;
};

/** One variant: its subject, the plain-text message every reader gets, and the optional HTML version. */
export function VariantEditor({ variant, name, showMissing, onChange, onRemove }: Props) {
  const missing = (value: string) => (showMissing && value.trim() === '' ? true : undefined);
  return (
    <fieldset className="relative min-w-0 border border-line bg-white px-4 pt-4 pb-5 sm:px-5">
      {/* Floated, the legend sits inside the box like any heading (and still names the group). */}
      <legend className="float-left mb-3 flex min-h-9 items-center label-caps text-[0.75rem] font-semibold text-muted">
        {name}
      </legend>
      {onRemove && (
        <button
          type="button"
          className={`${rowDangerButton} absolute top-4 right-3`}
          onClick={onRemove}
          aria-label={`Remove ${name}`}
        >
          <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
          Remove
        </button>
      )}
      <div className="clear-both space-y-4">
        <TextField
          label="Subject"
          value={variant.subject}
          maxLength={200}
          autoComplete="off"
          required
          aria-invalid={missing(variant.subject)}
          onChange={(event) => onChange({ subject: event.target.value })}
        />
        <TextAreaField
          label="Plain text message"
          value={variant.message}
          rows={6}
          required
          aria-invalid={missing(variant.message)}
          hint="Sent to every reader; mail apps that do not show HTML show this."
          onChange={(event) => onChange({ message: event.target.value })}
        />
        <RichEditor
          label="HTML message (optional)"
          initialHtml={variant.html}
          onChange={(html) => onChange({ html })}
        />
      </div>
    </fieldset>
  );
}

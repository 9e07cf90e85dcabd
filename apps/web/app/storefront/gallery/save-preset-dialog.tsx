import { type FormEvent, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSave: (name: string) => void };

/** Asks for a name for the current filters; Cancel, Escape or an empty name save nothing. */
export default function SavePresetDialog({ open, onOpenChange, onSave }: Props) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
    setName('');
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={(o) => {
        if (!o) setName('');
        onOpenChange(o);
      }}
      title="Save Filter"
      description="Name these filters to find the same selection again later."
      size="sm"
    >
      <form onSubmit={submit} className="flex flex-col gap-6 pt-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="preset-name" className="label-caps text-muted">
            Name
          </label>
          <input
            id="preset-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={60}
            autoComplete="off"
            placeholder="e.g. Large blue paintings"
            className="min-h-11 border-b border-line bg-transparent py-2 text-[1rem] placeholder:text-muted focus-visible:border-ink"
          />
        </div>
        <div className="flex justify-end gap-3">
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="min-h-11 px-5 text-[0.75rem] font-semibold tracking-[0.16em] uppercase hover:bg-mat"
          >
            Cancel
          </button>
          <button
            type="submit"
            className="min-h-11 bg-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
          >
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}

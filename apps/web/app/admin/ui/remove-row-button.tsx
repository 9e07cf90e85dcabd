import { X } from 'lucide-react';

/** The × in the corner of a repeated card (a shipping zone, a tax rate) that removes it. */
export function RemoveRowButton({ label, title, onClick }: { label: string; title?: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={title}
      className="absolute top-1.5 right-1.5 grid size-10 place-items-center text-muted transition-colors hover:bg-mat hover:text-error"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}

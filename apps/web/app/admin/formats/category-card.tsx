import type { FormatCategory } from '@vernissage/contract';
import { Pencil, Trash } from 'lucide-react';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';

type Props = { category: FormatCategory; typeCount: number; onEdit: () => void; onDelete: () => void };

/** One category: its colour, slug, description, keywords and how many format types it holds. */
export function CategoryCard({ category, typeCount, onEdit, onDelete }: Props) {
  return (
    <li className="flex flex-col border border-line bg-white p-4">
      <div className="flex items-start gap-2.5">
        <span aria-hidden className="mt-1.5 size-3 shrink-0 rounded-full" style={{ backgroundColor: category.color }} />
        <div className="min-w-0 flex-1">
          <h3 className="font-sans text-[1rem] font-semibold">{category.name}</h3>
          <p className="font-mono text-[0.75rem] text-muted">{category.slug}</p>
        </div>
        <span className="shrink-0 text-[0.75rem] text-muted">
          {typeCount} format type{typeCount === 1 ? '' : 's'}
        </span>
      </div>
      <p className="mt-2 flex-1 text-[0.875rem] leading-relaxed text-ink-soft">
        {category.description || 'No description.'}
      </p>
      {category.keywords.length > 0 && (
        <ul aria-label={`${category.name} keywords`} className="mt-3 flex flex-wrap gap-1.5">
          {category.keywords.map((k) => (
            <li key={k} className="bg-mat px-2 py-0.5 text-[0.75rem] text-ink-soft">
              {k}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex justify-end gap-1 border-t border-line pt-2">
        <button type="button" onClick={onEdit} className={rowButton} aria-label={`Edit ${category.name}`}>
          <Pencil aria-hidden className="size-3.5" strokeWidth={1.75} />
          Edit
        </button>
        <button type="button" onClick={onDelete} className={rowDangerButton} aria-label={`Delete ${category.name}`}>
          <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
          Delete
        </button>
      </div>
    </li>
  );
}

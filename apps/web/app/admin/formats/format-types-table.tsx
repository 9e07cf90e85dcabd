import { type FormatCategory, type FormatType, SHIPPING_CLASS_LABELS } from '@vernissage/contract';
import { Pencil, Trash } from 'lucide-react';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';

type Props = {
  types: FormatType[];
  categories: FormatCategory[];
  onEdit: (type: FormatType) => void;
  onDelete: (type: FormatType) => void;
};

const th = 'sticky top-16 z-10 border-b border-line bg-mat py-2.5 pr-3 text-left label-caps font-semibold text-muted';

/** The format types: name (and multiplier), category, shipping class, description, actions. */
export function FormatTypesTable({ types, categories, onEdit, onDelete }: Props) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (
    <table className="w-full border-collapse bg-white text-[0.875rem] shadow-[0_0_0_1px_var(--color-line)]">
      <caption className="sr-only">Format types</caption>
      <thead>
        <tr>
          <th scope="col" className={`${th} pl-4`}>
            Name
          </th>
          <th scope="col" className={th}>
            Category
          </th>
          <th scope="col" className={`${th} hidden sm:table-cell`}>
            Shipping
          </th>
          <th scope="col" className={`${th} hidden md:table-cell`}>
            Description
          </th>
          <th scope="col" className={`${th} pr-4 text-right`}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {types.map((t) => {
          const category = byId.get(t.categoryId);
          return (
            <tr key={t.id} className="border-b border-line align-top last:border-b-0">
              <td className="py-3 pr-3 pl-4">
                <p className="font-medium">{t.name}</p>
                {t.priceMultiplier !== null && <p className="text-[0.75rem] text-muted">Price × {t.priceMultiplier}</p>}
                <p className="text-[0.75rem] text-muted sm:hidden">Ships as {SHIPPING_CLASS_LABELS[t.shippingClass]}</p>
                <p className="mt-1 text-[0.8125rem] text-muted md:hidden">{t.description}</p>
              </td>
              <td className="py-3 pr-3">
                <span className="inline-flex items-center gap-2">
                  <span
                    aria-hidden
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: category?.color ?? '#8c877f' }}
                  />
                  {category?.name ?? 'No category'}
                </span>
              </td>
              <td className="hidden py-3 pr-3 whitespace-nowrap sm:table-cell">
                {SHIPPING_CLASS_LABELS[t.shippingClass]}
              </td>
              <td className="hidden py-3 pr-3 text-ink-soft md:table-cell">{t.description || '—'}</td>
              <td className="py-2 pr-2 sm:pr-4">
                <div className="flex flex-col items-end gap-0.5 sm:flex-row sm:justify-end">
                  <button type="button" onClick={() => onEdit(t)} className={rowButton} aria-label={`Edit ${t.name}`}>
                    <Pencil aria-hidden className="size-3.5" strokeWidth={1.75} />
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(t)}
                    className={rowDangerButton}
                    aria-label={`Delete ${t.name}`}
                  >
                    <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

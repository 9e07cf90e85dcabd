import type { FormatCategory, FormatType } from '@vernissage/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, LoadingState } from '../ui/states.tsx';
import { CategoryCard } from './category-card.tsx';
import { CategoryDialog } from './category-dialog.tsx';
import { FormatTypeDialog } from './format-type-dialog.tsx';
import { FormatTypesTable } from './format-types-table.tsx';
import { useDeleteFormatThing, useFormatCategories, useFormatTypes } from './use-formats.ts';

type Open<T> = { item: T | null } | null;

/** Format categories as cards and format types as a table, each with its add, edit and delete. */
export function FormatCategoriesTab() {
  const categories = useFormatCategories();
  const types = useFormatTypes();
  const deleteCategory = useDeleteFormatThing('category');
  const deleteType = useDeleteFormatThing('type');
  const confirm = useConfirm();
  const [category, setCategory] = useState<Open<FormatCategory>>(null);
  const [formatType, setFormatType] = useState<Open<FormatType>>(null);

  if (categories.isPending || types.isPending) return <LoadingState />;
  const cats = categories.data?.items ?? [];
  const list = types.data?.items ?? [];
  const usingDefaults = categories.data?.defaults || types.data?.defaults;
  const countFor = (id: string) => list.filter((t) => t.categoryId === id).length;

  async function askDeleteCategory(c: FormatCategory) {
    const n = countFor(c.id);
    const detail = n
      ? `${c.name} and its ${n} format type${n === 1 ? '' : 's'} will be deleted.`
      : `${c.name} will be deleted.`;
    if (await confirm({ message: 'Delete this category?', detail })) deleteCategory.mutate(c.id);
  }
  async function askDeleteType(t: FormatType) {
    if (await confirm({ message: 'Delete this format type?', detail: `${t.name} will be deleted.` }))
      deleteType.mutate(t.id);
  }

  return (
    <div className="space-y-10">
      {usingDefaults && (
        <p role="status" className="border-l-2 border-subtle bg-white px-4 py-3 text-[0.875rem] text-ink-soft">
          The saved categories could not be loaded, so the built-in defaults are shown.
        </p>
      )}
      <section aria-labelledby="categories-heading">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="categories-heading" className="text-[1.25rem]">
              Categories
            </h2>
            <p className="text-[0.8125rem] text-muted">Group the formats artworks are sold in.</p>
          </div>
          <button type="button" className={primaryButton} onClick={() => setCategory({ item: null })}>
            <Plus aria-hidden className="size-4" strokeWidth={2} />
            Add Category
          </button>
        </div>
        {cats.length === 0 ? (
          <EmptyState title="No categories yet." />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cats.map((c) => (
              <CategoryCard
                key={c.id}
                category={c}
                typeCount={types.data?.defaults ? c.formatTypeCount : countFor(c.id)}
                onEdit={() => setCategory({ item: c })}
                onDelete={() => void askDeleteCategory(c)}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="types-heading">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="types-heading" className="text-[1.25rem]">
              Format Types
            </h2>
            <p className="text-[0.8125rem] text-muted">The kinds of object a work can be sold as.</p>
          </div>
          <button type="button" className={secondaryButton} onClick={() => setFormatType({ item: null })}>
            <Plus aria-hidden className="size-4" strokeWidth={2} />
            Add Format Type
          </button>
        </div>
        {list.length === 0 ? (
          <EmptyState title="No format types yet." />
        ) : (
          <FormatTypesTable
            types={list}
            categories={cats}
            onEdit={(t) => setFormatType({ item: t })}
            onDelete={(t) => void askDeleteType(t)}
          />
        )}
      </section>
      <CategoryDialog
        open={category !== null}
        category={category?.item ?? null}
        onOpenChange={(o) => !o && setCategory(null)}
      />
      <FormatTypeDialog
        open={formatType !== null}
        formatType={formatType?.item ?? null}
        categories={cats}
        onOpenChange={(o) => !o && setFormatType(null)}
      />
    </div>
  );
}

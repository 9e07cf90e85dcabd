import type { NewsletterTemplateSummary } from '@vernissage/contract';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminDialog, DialogForm } from '../ui/admin-dialog.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { TextField } from '../ui/fields.tsx';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import { TemplateRow } from './template-row.tsx';
import { useDeleteTemplate, useLoadTemplate, useSaveTemplate, useTemplates } from './use-templates.ts';
import { type DraftVariant, fromVariantBodies, toVariantBodies } from './variants.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variants: DraftVariant[];
  /** Replaces the form's variants with a loaded template's. */
  onLoad: (variants: DraftVariant[]) => void;
};

/** Saved drafts: the current variants saved under a name, and earlier ones loaded or deleted. */
export function TemplatesDialog({ open, onOpenChange, variants, onLoad }: Props) {
  const templates = useTemplates(open);
  const load = useLoadTemplate();
  const remove = useDeleteTemplate();

  function loadTemplate(template: NewsletterTemplateSummary) {
    load.mutate(template.id, {
      onSuccess: (bodies) => {
        onLoad(fromVariantBodies(bodies));
        onOpenChange(false);
      },
    });
  }

  const list = templates.data ?? [];
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Templates"
      description="Save the variants you are writing, or load a saved set in their place."
    >
      <SaveTemplateForm variants={variants} />
      <h3 className="mt-7 mb-3 label-caps font-sans text-[0.75rem] font-semibold text-muted">Saved templates</h3>
      {templates.isPending ? (
        <LoadingState>Loading templates...</LoadingState>
      ) : templates.isError ? (
        <ErrorState message={templates.error.message} onRetry={() => void templates.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No templates saved yet." />
      ) : (
        <ul className="divide-y divide-line border border-line bg-white">
          {list.map((template) => (
            <TemplateRow
              key={template.id}
              template={template}
              loading={load.isPending && load.variables === template.id}
              deleting={remove.isPending && remove.variables === template.id}
              onLoad={() => loadTemplate(template)}
              onDelete={() => remove.mutate(template.id)}
            />
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}

/** 'Save Current as Template': a blank name saves nothing. */
function SaveTemplateForm({ variants }: { variants: DraftVariant[] }) {
  const formId = useId();
  const hintId = useId();
  const [name, setName] = useState('');
  const save = useSaveTemplate();

  function submit() {
    const trimmed = name.trim();
    if (!trimmed || save.isPending) return;
    save.mutate({ name: trimmed, variants: toVariantBodies(variants) }, { onSuccess: () => setName('') });
  }

  return (
    <DialogForm
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-x-3 gap-y-1.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <TextField
          label="Template name"
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-describedby={hintId}
          onChange={(event) => setName(event.target.value)}
        />
        <p id={hintId} className="text-[0.75rem] text-muted sm:col-start-1 sm:row-start-2">
          Saving under an existing name replaces that template.
        </p>
        <button
          type="submit"
          className={`${secondaryButton} mt-2 sm:col-start-2 sm:row-start-1 sm:mt-0`}
          disabled={save.isPending}
        >
          <Save aria-hidden className="size-4" strokeWidth={1.75} />
          {save.isPending ? 'Saving...' : 'Save Current as Template'}
        </button>
      </div>
    </DialogForm>
  );
}

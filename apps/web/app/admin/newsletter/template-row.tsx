import type { NewsletterTemplateSummary } from '@vernissage/contract';
import { FolderOpen, Trash } from 'lucide-react';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';
import { formatWhen } from './format-when.ts';

type Props = {
  template: NewsletterTemplateSummary;
  loading: boolean;
  deleting: boolean;
  onLoad: () => void;
  onDelete: () => void;
};

/** A saved template: its name, when it last changed, Load and Delete. */
export function TemplateRow({ template, loading, deleting, onLoad, onDelete }: Props) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{template.name}</p>
        <p className="text-[0.75rem] text-muted">
          Updated <time dateTime={template.updated_at}>{formatWhen(template.updated_at)}</time>
        </p>
      </div>
      <div className="-mr-2 flex items-center gap-1">
        <button
          type="button"
          className={rowButton}
          onClick={onLoad}
          disabled={loading}
          aria-label={`Load ${template.name}`}
        >
          <FolderOpen aria-hidden className="size-3.5" strokeWidth={1.75} />
          {loading ? 'Loading...' : 'Load'}
        </button>
        <button
          type="button"
          className={rowDangerButton}
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${template.name}`}
        >
          <Trash aria-hidden className="size-3.5" strokeWidth={1.75} />
          {deleting ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </li>
  );
}

import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  RemoveFormatting,
  Underline,
} from 'lucide-react';
import { useState } from 'react';
import { LinkDialog } from './link-dialog.tsx';

type Toggle = { name: string; icon: LucideIcon; isActive: (e: Editor) => boolean; run: (e: Editor) => void };

const formats: Toggle[] = [
  {
    name: 'Heading 1',
    icon: Heading1,
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    name: 'Heading 2',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  { name: 'Bold', icon: Bold, isActive: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    name: 'Italic',
    icon: Italic,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Underline',
    icon: Underline,
    isActive: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
];

const lists: Toggle[] = [
  {
    name: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
];

const buttonClass =
  'grid size-8 shrink-0 place-items-center text-ink-soft sm:size-9 transition-colors duration-150 hover:bg-mat hover:text-ink aria-pressed:bg-ink aria-pressed:text-paper';

/** The editor's toolbar: each format a toggle button that says whether it applies where the cursor is. */
export function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const [linking, setLinking] = useState(false);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      formats: formats.map((t) => t.isActive(e)),
      lists: lists.map((t) => t.isActive(e)),
      link: e.isActive('link'),
    }),
  });

  return (
    <div
      role="toolbar"
      aria-label={label}
      className="flex flex-wrap items-center gap-0 border-b border-line p-1 sm:gap-0.5"
    >
      {formats.map((t, i) => (
        <ToggleButton key={t.name} toggle={t} editor={editor} pressed={pressed.formats[i] ?? false} />
      ))}
      <button
        type="button"
        aria-label="Link"
        title="Link"
        aria-pressed={pressed.link}
        aria-haspopup="dialog"
        onClick={() => setLinking(true)}
        className={buttonClass}
      >
        <Link2 aria-hidden className="size-4" strokeWidth={1.75} />
      </button>
      {lists.map((t, i) => (
        <ToggleButton key={t.name} toggle={t} editor={editor} pressed={pressed.lists[i] ?? false} />
      ))}
      <span aria-hidden className="mx-1 h-5 w-px bg-line" />
      <button
        type="button"
        aria-label="Clear formatting"
        title="Clear formatting"
        onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
        className={buttonClass}
      >
        <RemoveFormatting aria-hidden className="size-4" strokeWidth={1.75} />
      </button>
      <LinkDialog editor={editor} open={linking} onOpenChange={setLinking} />
    </div>
  );
}

function ToggleButton({ toggle, editor, pressed }: { toggle: Toggle; editor: Editor; pressed: boolean }) {
  return (
    <button
      type="button"
      aria-label={toggle.name}
      title={toggle.name}
      aria-pressed={pressed}
      onClick={() => toggle.run(editor)}
      className={buttonClass}
    >
      <toggle.icon aria-hidden className="size-4" strokeWidth={1.75} />
    </button>
  );
}

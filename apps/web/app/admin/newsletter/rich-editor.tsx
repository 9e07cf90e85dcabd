import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { EditorToolbar } from './editor-toolbar.tsx';
import { normaliseLinkUrl } from './link-url.ts';

type Props = {
  label: string;
  /** The HTML the editor starts with; later changes come from the editor itself. */
  initialHtml: string;
  /** The HTML written so far, or '' while the editor holds no text. */
  onChange: (html: string) => void;
};

// Only what a newsletter's toolbar offers: a pasted code block or quote becomes plain paragraphs.
const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => normaliseLinkUrl(url) !== null,
    },
  }),
];

const contentClass =
  'min-h-36 px-3 py-2.5 text-[0.9375rem] leading-relaxed outline-none [&_a]:text-accent [&_a]:underline [&_h1]:mt-3 [&_h1]:mb-2 [&_h1]:text-[1.5rem] [&_h2]:mt-3 [&_h2]:mb-2 [&_h2]:text-[1.25rem] [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_ul]:list-disc [&_ul]:pl-6';

/** The HTML message: a small rich editor whose toolbar offers only what a newsletter needs. */
export function RichEditor({ label, initialHtml, onChange }: Props) {
  const labelId = useId();
  const latest = useRef(onChange);
  latest.current = onChange;
  // The same options object on every render: TipTap re-applies changed options to the view, and a
  // re-render between a caret move and the next key would put the old selection back.
  const [options] = useState(() => ({
    extensions,
    content: initialHtml,
    // The back office renders on the client, but the editor must not assume it on the first render.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: contentClass,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: e }: { editor: Editor }) => latest.current(e.isEmpty ? '' : e.getHTML()),
  }));
  const editor = useEditor(options);

  return (
    <div>
      <p id={labelId} className="mb-1.5 text-[0.8125rem] font-medium text-ink-soft">
        {label}
      </p>
      <div className="border border-subtle bg-white transition-colors duration-150 focus-within:border-ink hover:border-ink">
        {editor ? <EditorToolbar editor={editor} label={`${label} formatting`} /> : <div className="h-11" />}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

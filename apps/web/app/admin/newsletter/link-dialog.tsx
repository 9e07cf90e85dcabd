import type { Editor } from '@tiptap/react';
import { useEffect, useId, useState } from 'react';
import { AdminDialog, DialogActions, DialogForm } from '../ui/admin-dialog.tsx';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { TextField } from '../ui/fields.tsx';
import { LINK_URL_INVALID, normaliseLinkUrl } from './link-url.ts';

type Props = { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Asks for a link's address. With text selected the text becomes the link; with none the address is
 * inserted as its own text. Inside a link it edits or removes that link.
 */
export function LinkDialog({ editor, open, onOpenChange }: Props) {
  const formId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const current = open ? (editor.getAttributes('link').href as string | undefined) : undefined;

  useEffect(() => {
    if (!open) return;
    setUrl(current ?? '');
    setError(undefined);
  }, [open, current]);

  function apply() {
    const href = normaliseLinkUrl(url);
    if (!href) return setError(LINK_URL_INVALID);
    const chain = editor.chain().extendMarkRange('link');
    if (editor.state.selection.empty && !current) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onOpenChange(false);
  }

  function unlink() {
    editor.chain().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      onCloseFocus={() => editor.commands.focus()}
      title={current ? 'Edit link' : 'Add link'}
      footer={
        <DialogActions>
          {current && (
            <button type="button" className={secondaryButton} onClick={unlink}>
              Remove link
            </button>
          )}
          <button type="submit" form={formId} className={primaryButton}>
            Apply
          </button>
        </DialogActions>
      }
    >
      <DialogForm
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <TextField
          label="Link address"
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={error}
          hint="A web address (https://) or an e-mail link (mailto:)."
        />
      </DialogForm>
    </AdminDialog>
  );
}

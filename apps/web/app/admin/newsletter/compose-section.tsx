import { MAX_VARIANTS } from '@vernissage/contract';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { ReauthDialog } from '../payment-details/reauth-dialog.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { SendBar } from './send-bar.tsx';
import { TemplatesDialog } from './templates-dialog.tsx';
import { useSendNewsletter } from './use-send-newsletter.ts';
import { VariantEditor } from './variant-editor.tsx';
import {
  canRemoveVariant,
  type DraftVariant,
  emptyVariant,
  removeVariant,
  toVariantBodies,
  updateVariant,
  variantsProblem,
} from './variants.ts';

const variantName = (index: number) => `Variant ${String.fromCharCode(65 + index)}`;

/** Writing a newsletter: its variants (readers are split between them), templates, and sending. */
export function ComposeSection() {
  const [variants, setVariants] = useState<DraftVariant[]>(() => [emptyVariant()]);
  const [attempted, setAttempted] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const reset = () => {
    setVariants([emptyVariant()]);
    setAttempted(false);
  };
  const sender = useSendNewsletter(reset);
  const problem = attempted ? variantsProblem(variants) : null;

  function send() {
    setAttempted(true);
    if (variantsProblem(variants) || sender.sending) return;
    sender.send(toVariantBodies(variants));
  }

  return (
    <section aria-labelledby="newsletter-compose" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="newsletter-compose" className="text-[1.25rem]">
            Compose
          </h2>
          <p className="mt-1 text-[0.875rem] text-muted">
            With more than one variant, subscribers are split evenly between them.
          </p>
        </div>
        <button type="button" className={secondaryButton} onClick={() => setTemplatesOpen(true)}>
          <FileText aria-hidden className="size-4" strokeWidth={1.75} />
          Templates
        </button>
      </div>
      <div className="space-y-4">
        {variants.map((variant, index) => (
          <VariantEditor
            key={variant.key}
            variant={variant}
            name={variantName(index)}
            showMissing={attempted}
            onChange={(patch) => setVariants((current) => updateVariant(current, variant.key, patch))}
            onRemove={
              canRemoveVariant(variants)
                ? () => setVariants((current) => removeVariant(current, variant.key))
                : undefined
            }
          />
        ))}
      </div>
      <div className="mt-4">
        <button
          type="button"
          className={secondaryButton}
          disabled={variants.length >= MAX_VARIANTS}
          onClick={() => setVariants((current) => [...current, emptyVariant()])}
        >
          <Plus aria-hidden className="size-4" strokeWidth={1.75} />
          Add Variant
        </button>
      </div>
      <SendBar
        problem={problem}
        sending={sender.sending}
        progress={sender.progress}
        outcome={sender.outcome}
        onSend={send}
      />
      <ReauthDialog
        open={sender.waitingForPassword}
        change="Sending a newsletter to every subscriber"
        onOpenChange={(open) => !open && sender.cancel()}
        onConfirmed={sender.resume}
      />
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        variants={variants}
        onLoad={(loaded) => {
          setVariants(loaded);
          setAttempted(false);
        }}
      />
    </section>
  );
}

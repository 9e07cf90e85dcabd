import type { NewsletterCampaignProgress } from '@vernissage/contract';
import { Send } from 'lucide-react';
import { primaryButton } from '../ui/buttons.ts';
import { progressPercent, progressText, type SendOutcome } from './send-progress.ts';

type Props = {
  /** Why the variants cannot be sent yet, once a send was tried. */
  problem: string | null;
  sending: boolean;
  progress: NewsletterCampaignProgress | null;
  outcome: SendOutcome | null;
  onSend: () => void;
};

/** Send Newsletter, then how far the campaign is, then what came of it. */
export function SendBar({ problem, sending, progress, outcome, onSend }: Props) {
  return (
    <div className="mt-6 flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-start">
      <button type="button" className={`${primaryButton} shrink-0`} disabled={sending} onClick={onSend}>
        <Send aria-hidden className="size-4" strokeWidth={1.75} />
        {sending ? 'Sending...' : 'Send Newsletter'}
      </button>
      <div className="min-w-0 flex-1 sm:pt-2.5">
        {problem ? (
          <p role="alert" className="text-[0.875rem] text-error">
            {problem}
          </p>
        ) : sending ? (
          <SendProgress progress={progress} />
        ) : (
          <p
            role={outcome?.kind === 'error' ? 'alert' : 'status'}
            className={`text-[0.875rem] ${outcome?.kind === 'error' ? 'text-error' : 'text-ink-soft'}`}
          >
            {outcome?.text}
          </p>
        )}
      </div>
    </div>
  );
}

function SendProgress({ progress }: { progress: NewsletterCampaignProgress | null }) {
  const text = progress ? progressText(progress) : 'Sending…';
  const percent = progress ? progressPercent(progress) : 0;
  return (
    <div className="max-w-md">
      <p role="status" className="text-[0.875rem] text-ink-soft tabular-nums">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Newsletter sending progress"
        aria-valuemin={0}
        aria-valuemax={progress?.total ?? 0}
        aria-valuenow={progress ? progress.sent + progress.failed : 0}
        aria-valuetext={text}
        className="mt-2 h-1.5 w-full overflow-hidden bg-mat-deep"
      >
        <div className="h-full bg-accent transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

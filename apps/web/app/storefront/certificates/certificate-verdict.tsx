import type { CertificateStatus } from '@vernissage/contract';
import { CircleCheck, CircleX, History, type LucideIcon } from 'lucide-react';
import type { Verdict } from './certificate-text.ts';

const looks: Record<CertificateStatus, { icon: LucideIcon; box: string; tint: string }> = {
  valid: { icon: CircleCheck, box: 'border-line border-l-ink bg-white', tint: 'text-ink' },
  revoked: { icon: CircleX, box: 'border-error/25 border-l-error bg-error/5 text-error', tint: 'text-error' },
  superseded: { icon: History, box: 'border-line border-l-subtle bg-mat text-ink-soft', tint: 'text-muted' },
};

/** Whether the certificate holds: the first thing a collector looks for, in words (the icon only echoes them). */
export function CertificateVerdict({ verdict }: { verdict: Verdict }) {
  const look = looks[verdict.status];
  const Icon = look.icon;
  return (
    <div
      data-status={verdict.status}
      className={`flex items-start gap-4 border border-l-2 px-5 py-4 sm:px-6 sm:py-5 print:bg-white print:px-4 print:py-3 ${look.box}`}
    >
      <Icon aria-hidden className={`mt-0.5 size-6 shrink-0 ${look.tint}`} strokeWidth={1.5} />
      <div className="min-w-0">
        <p className="font-display text-[1.3125rem] leading-snug sm:text-[1.5rem]">{verdict.text}</p>
        {verdict.reason && (
          <p className="mt-2 text-[0.9375rem] text-ink-soft">
            <span className="label-caps mr-2 text-muted">Reason</span>
            {verdict.reason}
          </p>
        )}
      </div>
    </div>
  );
}

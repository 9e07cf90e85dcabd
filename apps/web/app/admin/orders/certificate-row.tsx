import { type AdminCertificate, editionText } from '@vernissage/contract';
import { ExternalLink, FileDown, Send } from 'lucide-react';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';
import { listDay, longDateTime } from './order-text.ts';
import { CertificateStatusBadge } from './status-badges.tsx';

type Props = {
  certificate: AdminCertificate;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
  onReissue: () => void;
};

/** One certificate: the unit it certifies, its code and status, and what can be done with it. */
export function CertificateRow({ certificate: c, resending, onResend, onRevoke, onReissue }: Props) {
  const pdf = useDownload({ failure: 'Failed to download the certificate' });
  const valid = c.status === 'valid';
  // Every row has the same buttons: the code names which certificate each acts on.
  const which = <span className="sr-only"> certificate {c.code}</span>;
  const edition = editionText(c.edition && { size: c.edition.size, numbers: [c.edition.number] });
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-display text-[1rem] leading-snug italic">{c.title}</p>
          <p className="text-[0.8125rem] text-muted">
            {edition} · Issued {listDay(c.issuedAt)}
          </p>
        </div>
        <CertificateStatusBadge status={c.status} />
      </div>
      <p className="font-mono text-[0.8125rem] break-all text-ink-soft">{c.code}</p>
      {c.status === 'revoked' && (
        <p className="text-[0.8125rem] text-ink-soft">
          Revoked{c.revokedAt ? ` on ${longDateTime(c.revokedAt)}` : ''}
          {c.reason ? `: ${c.reason}` : ''}
        </p>
      )}
      <div className="-ml-2.5 flex flex-wrap gap-1">
        <a href={c.url} target="_blank" rel="noopener noreferrer" className={rowButton}>
          <ExternalLink aria-hidden className="size-4" strokeWidth={1.75} />
          Open Page{which}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button
          type="button"
          className={rowButton}
          disabled={pdf.busy}
          onClick={() =>
            void pdf.download(adminApi.certificates.pdf.url({ params: { code: c.code } }), `certificate-${c.code}.pdf`)
          }
        >
          <FileDown aria-hidden className="size-4" strokeWidth={1.75} />
          {pdf.busy ? 'Downloading...' : 'Download PDF'}
          {which}
        </button>
        {valid && (
          <>
            <button type="button" className={rowButton} disabled={resending} onClick={onResend}>
              <Send aria-hidden className="size-4" strokeWidth={1.75} />
              {resending ? 'Sending...' : 'Resend'}
              {which}
            </button>
            <button type="button" className={rowButton} onClick={onReissue}>
              Reissue{which}
            </button>
            <button type="button" className={rowDangerButton} onClick={onRevoke}>
              Revoke{which}
            </button>
          </>
        )}
      </div>
    </li>
  );
}

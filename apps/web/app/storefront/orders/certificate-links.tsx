import type { CustomerCertificate } from '@vernissage/contract';
import { ExternalLink, FileDown } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../ui/toast.tsx';
import { downloadCertificatePdf } from '../api/client.ts';
import { certificateName, certificatePdfLabel, downloadFailure } from './certificate-download.ts';

type Props = { certificates: CustomerCertificate[]; token: string };

const action =
  'inline-flex min-h-11 items-center gap-2 text-[0.8125rem] underline decoration-subtle underline-offset-4 transition-colors duration-200 hover:decoration-ink disabled:cursor-wait disabled:text-muted';

/**
 * A paid line's certificates of authenticity: each one's PDF, fetched with the look-up token (a
 * plain link cannot carry it), and its public page, where anyone can check it still holds.
 */
export function CertificateLinks({ certificates, token }: Props) {
  const [busy, setBusy] = useState<string | null>(null);

  async function download(code: string) {
    setBusy(code);
    const failure = downloadFailure(await downloadCertificatePdf(code, token));
    setBusy(null);
    if (failure) toast(failure, 'error');
  }

  if (certificates.length === 0) return null;
  return (
    <ul className="mt-1 grid">
      {certificates.map((c) => {
        return (
          <li key={c.code} className="flex flex-wrap items-center gap-x-5">
            <button
              type="button"
              className={action}
              disabled={busy === c.code}
              aria-busy={busy === c.code}
              onClick={() => void download(c.code)}
            >
              <FileDown aria-hidden className="size-4 shrink-0" strokeWidth={1.5} />
              {busy === c.code ? 'Downloading...' : certificatePdfLabel(c)}
            </button>
            <a href={`/certificates/${encodeURIComponent(c.code)}`} target="_blank" rel="noopener" className={action}>
              <ExternalLink aria-hidden className="size-4 shrink-0" strokeWidth={1.5} />
              View online
              <span className="sr-only">: {certificateName(c)} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import type { Certificate } from '@vernissage/contract';
import { certificateFacts } from './certificate-text.ts';

/** The work as a wall label reads it (artist, title with year), then its particulars as a list. */
export function CertificateParticulars({ certificate }: { certificate: Certificate }) {
  return (
    <div>
      <p className="text-[1rem] font-semibold">{certificate.artistName}</p>
      <h2 className="mt-1 text-[clamp(1.75rem,4vw,2.5rem)] italic">
        {certificate.title}
        {certificate.year !== null && <span className="not-italic text-muted">, {certificate.year}</span>}
      </h2>
      <dl className="mt-6 grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2.5 border-t border-line pt-5 text-[0.9375rem] print:mt-4 print:gap-y-1 print:pt-3 print:text-[0.8125rem]">
        {certificateFacts(certificate).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

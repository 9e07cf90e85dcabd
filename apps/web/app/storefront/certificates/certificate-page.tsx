import { CERTIFICATE_TEXT, type Certificate } from '@vernissage/contract';
import { ProvenanceList } from '../artwork-detail/provenance-list.tsx';
import { CertificateArtwork } from './certificate-artwork.tsx';
import { CertificateCode } from './certificate-code.tsx';
import { CertificateIssuer } from './certificate-issuer.tsx';
import { CertificateParticulars } from './certificate-particulars.tsx';
import { certificateVerdict } from './certificate-text.ts';
import { CertificateVerdict } from './certificate-verdict.tsx';

/**
 * A certificate of authenticity as anyone holding its code reads it: whether it holds first, then
 * the work (on its mat), its particulars, the gallery's statement and name with the date of issue,
 * its provenance and the code.
 * Never the buyer or the price. Printed, it fits one page without the shop around it.
 */
export function CertificatePage({ certificate }: { certificate: Certificate }) {
  const { image } = certificate;
  return (
    <article className="page-frame pt-8 pb-24 sm:pt-12 print:max-w-none print:p-0">
      <header className="max-w-3xl">
        <p className="label-caps text-muted">{certificate.galleryName}</p>
        <h1 className="mt-3 text-[clamp(2.25rem,6vw,3.75rem)] font-light print:mt-1 print:text-[2rem]">
          {CERTIFICATE_TEXT.heading}
        </h1>
      </header>
      <div className="mt-6 max-w-3xl sm:mt-8 print:mt-4">
        <CertificateVerdict verdict={certificateVerdict(certificate)} />
      </div>
      <div
        className={`mt-10 grid gap-10 sm:mt-12 print:mt-6 print:gap-8 ${image ? 'lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-16 xl:gap-24 print:grid-cols-[70mm_1fr]' : 'max-w-3xl'}`}
      >
        {image && (
          <div className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:self-start print:static">
            <CertificateArtwork picture={image} alt={`${certificate.title} by ${certificate.artistName}`} />
          </div>
        )}
        <div className="grid content-start gap-8 print:gap-4">
          <CertificateParticulars certificate={certificate} />
          <p className="max-w-prose font-display text-[1.125rem] leading-relaxed text-ink-soft italic print:text-[0.9375rem]">
            {CERTIFICATE_TEXT.statement}
          </p>
          <CertificateIssuer galleryName={certificate.galleryName} issuedAt={certificate.issuedAt} />
          <ProvenanceList entries={certificate.provenance} headingLevel="h2" />
          <CertificateCode code={certificate.code} />
        </div>
      </div>
    </article>
  );
}

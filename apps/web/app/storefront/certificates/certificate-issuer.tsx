import { certificateDate } from './certificate-text.ts';

type Props = { galleryName: string; issuedAt: string };

/** Who vouches for the work and since when: the gallery the statement names, as a signature would read. */
export function CertificateIssuer({ galleryName, issuedAt }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-6 border-t border-line pt-5 print:pt-3">
      <div>
        <dt className="label-caps text-muted">Issued by</dt>
        <dd className="mt-1.5 font-display text-[1.125rem] leading-snug sm:text-[1.25rem] print:text-[1.0625rem]">
          {galleryName}
        </dd>
      </div>
      <div>
        <dt className="label-caps text-muted">Date of issue</dt>
        <dd className="mt-1.5 font-display text-[1.125rem] leading-snug sm:text-[1.25rem] print:text-[1.0625rem]">
          {certificateDate(issuedAt)}
        </dd>
      </div>
    </dl>
  );
}

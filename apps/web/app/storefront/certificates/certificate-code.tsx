/** The code that identifies the certificate, as printed on its PDF: set apart so it can be read out or compared. */
export function CertificateCode({ code }: { code: string }) {
  return (
    <div className="border-t border-line pt-5 print:pt-3">
      <p className="label-caps text-muted">Certificate code</p>
      <p className="mt-1.5 font-mono text-[0.9375rem] tracking-wide break-all text-ink-soft select-all">{code}</p>
    </div>
  );
}

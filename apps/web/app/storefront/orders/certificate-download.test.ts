import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_PDF_FAILED,
  certificateName,
  certificatePdfLabel,
  downloadFailure,
  LOOKUP_EXPIRED,
} from './certificate-download.ts';

describe("a buyer's certificate download", () => {
  it('is labelled with the copy’s number when the work is an edition', () => {
    expect(certificatePdfLabel({ code: 'a', editionNumber: null })).toBe('Certificate of authenticity (PDF)');
    expect(certificatePdfLabel({ code: 'a', editionNumber: 3 })).toBe('Certificate of authenticity, No. 3 (PDF)');
    expect(certificateName({ code: 'a', editionNumber: 3 })).toBe('Certificate of authenticity, No. 3');
  });

  it('says nothing once saved, and why it failed otherwise', () => {
    expect(downloadFailure({ kind: 'saved' })).toBeNull();
    expect(downloadFailure({ kind: 'error', status: 401, error: 'Verification required' })).toBe(LOOKUP_EXPIRED);
    expect(downloadFailure({ kind: 'error', status: 404, error: 'Certificate not found' })).toBe(
      'Certificate not found',
    );
    expect(downloadFailure({ kind: 'error', status: 500, error: null })).toBe(CERTIFICATE_PDF_FAILED);
    expect(downloadFailure({ kind: 'network' })).toMatch(/connection/);
  });
});
